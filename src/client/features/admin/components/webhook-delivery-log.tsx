import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-error.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { formatDateTime, formatRelativeTime } from "@/lib/format-date.ts";
import { toast } from "@/lib/toast.ts";
import type { WebhookDelivery } from "../../../../shared/schemas/webhooks.ts";
import { useRedeliverWebhook, useWebhookDeliveries } from "../api/webhooks.ts";
import { useEventLabels } from "./webhook-event-labels.ts";

/** An endpoint's latest deliveries, newest first, each with its outcome and "Redeliver". */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation("admin");
  const deliveries = useWebhookDeliveries(endpointId);

  if (deliveries.isPending) {
    return (
      <div role="status" aria-label={t("Loading deliveries")}>
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (deliveries.isError) {
    return (
      <LoadError
        title={t("Failed to load the deliveries")}
        error={deliveries.error}
        onRetry={() => deliveries.refetch()}
      />
    );
  }
  if (deliveries.data.deliveries.length === 0) {
    return <p className="px-3 text-muted-foreground text-sm">{t("Nothing sent yet.")}</p>;
  }
  return (
    <ul className="grid gap-2 pt-2" aria-label={t("Deliveries")}>
      {deliveries.data.deliveries.map((delivery) => (
        <DeliveryRow key={delivery.id} endpointId={endpointId} delivery={delivery} />
      ))}
    </ul>
  );
}

function DeliveryRow({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const { t } = useTranslation("admin");
  const labels = useEventLabels();
  const redeliver = useRedeliverWebhook(endpointId);
  const status = {
    pending: t("Waiting"),
    delivering: t("Sending"),
    succeeded: t("Delivered"),
    failed: t("Failed"),
  }[delivery.status];

  const onRedeliver = () =>
    redeliver.mutate(delivery.id, {
      onSuccess: () => toast.success(t("Sent again")),
      onError: (failure) => showFailure(t("Failed to redeliver"), failure),
    });

  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border p-2 text-sm"
      data-testid="webhook-delivery"
    >
      <Badge variant={delivery.status === "failed" ? "destructive" : "secondary"}>{status}</Badge>
      <span className="font-medium">{labels[delivery.eventType]}</span>
      <span className="text-muted-foreground">{formatRelativeTime(delivery.createdAt)}</span>
      <span className="text-muted-foreground">
        {t("{attempts, plural, one {# attempt} other {# attempts}}", { attempts: delivery.attempts })}
        {delivery.lastResponseStatus !== null && (
          <> · {t("answered {status}", { status: delivery.lastResponseStatus })}</>
        )}
        {delivery.durationMs !== null && <> · {t("{ms} ms", { ms: delivery.durationMs })}</>}
        {delivery.status === "pending" && delivery.attempts > 0 && delivery.nextAttemptAt !== null && (
          <> · {t("next attempt {time}", { time: formatDateTime(delivery.nextAttemptAt) })}</>
        )}
      </span>
      {delivery.lastError && (
        <span className="w-full break-all text-muted-foreground text-xs">{delivery.lastError}</span>
      )}
      <Button
        variant="outline"
        size="sm"
        className="ms-auto"
        disabled={redeliver.isPending}
        onClick={onRedeliver}
        aria-label={t("Redeliver the event {event} of {time}", {
          event: labels[delivery.eventType],
          time: formatRelativeTime(delivery.createdAt),
        })}
      >
        <RotateCw aria-hidden="true" />
        {t("Redeliver")}
      </Button>
    </li>
  );
}
