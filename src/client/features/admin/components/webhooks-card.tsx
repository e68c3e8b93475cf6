import { Webhook } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-error.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useWebhooks } from "../api/webhooks.ts";
import { AddWebhookDialog } from "./add-webhook-dialog.tsx";
import { CopyLink } from "./copy-link.tsx";
import { WebhookRow } from "./webhook-row.tsx";

/**
 * Decision 045: the admins' webhook endpoints. A new endpoint's signing secret is shown here once,
 * right after it is added; the list shows each endpoint's events, state and delivery log.
 */
export function WebhooksCard() {
  const { t } = useTranslation("admin");
  const webhooks = useWebhooks();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Webhook className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Webhooks")}</h2>
        </CardTitle>
        <CardDescription>
          {t(
            "Tell your automations (n8n, Zapier, a script) when something happens in the workspace. Each event is signed with the endpoint's secret (Standard Webhooks).",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <AddWebhookDialog onAdded={setSecret} />
        </div>
        {secret && (
          <section
            aria-labelledby="webhook-secret-title"
            className="grid gap-2 rounded-lg border border-primary p-4"
            data-testid="webhook-secret"
          >
            <h3 id="webhook-secret-title" className="font-medium">
              {t("Signing secret for {url}", { url: secret.url })}
            </h3>
            <p className="text-muted-foreground text-sm">
              {t("Copy it now into the receiver: you won't be able to see it again.")}
            </p>
            <CopyLink link={secret.secret} label={t("Signing secret")} copyLabel={t("Copy the signing secret")} />
          </section>
        )}
        {webhooks.isPending ? (
          <div role="status" aria-label={t("Loading webhooks")}>
            <Skeleton className="h-16" />
          </div>
        ) : webhooks.isError ? (
          <LoadError
            title={t("Failed to load the webhooks")}
            error={webhooks.error}
            onRetry={() => webhooks.refetch()}
          />
        ) : webhooks.data.endpoints.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("No webhook endpoints yet.")}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t("Webhook endpoints")}>
            {webhooks.data.endpoints.map((endpoint) => (
              <WebhookRow key={endpoint.id} endpoint={endpoint} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
