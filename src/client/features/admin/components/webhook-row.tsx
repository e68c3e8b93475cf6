import { ChevronDown, ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import type { WebhookEndpoint } from "../../../../shared/schemas/webhooks.ts";
import { useDeleteWebhook, useSetWebhookEnabled } from "../api/webhooks.ts";
import { DeleteIconButton } from "./delete-icon-button.tsx";
import { WebhookDeliveryLog } from "./webhook-delivery-log.tsx";
import { useEventLabels } from "./webhook-event-labels.ts";

/** One endpoint: its URL and events, on or off (and why it is off), delete, and its delivery log. */
export function WebhookRow({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation("admin");
  const labels = useEventLabels();
  const setEnabled = useSetWebhookEnabled();
  const [showLog, setShowLog] = useState(false);
  const switchId = useId();
  const logId = useId();

  const toggle = (enabled: boolean) =>
    setEnabled.mutate(
      { id: endpoint.id, enabled },
      { onError: (failure) => showFailure(t("Failed to change the webhook endpoint"), failure) },
    );

  return (
    <li className="grid gap-3 rounded-lg border p-3" data-testid="webhook-endpoint">
      <div className="flex flex-wrap items-start gap-3">
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="break-all font-medium font-mono text-sm">{endpoint.url}</p>
          {endpoint.description && <p className="text-muted-foreground text-sm">{endpoint.description}</p>}
          <div className="flex flex-wrap gap-1">
            {endpoint.events.map((event) => (
              <Badge key={event} variant="secondary">
                {labels[event]}
              </Badge>
            ))}
          </div>
          {endpoint.disabledReason === "failures" && (
            <p className="text-destructive text-sm">
              {t("Turned off after a delivery failed every attempt. Turn it on again once the receiver works.")}
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <Switch id={switchId} checked={endpoint.enabled} disabled={setEnabled.isPending} onCheckedChange={toggle} />
          <Label htmlFor={switchId}>{endpoint.enabled ? t("On") : t("Off")}</Label>
          <DeleteWebhookButton endpoint={endpoint} />
        </div>
      </div>
      <div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {showLog ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
          {t("Delivery log")}
        </Button>
        <div id={logId}>{showLog && <WebhookDeliveryLog endpointId={endpoint.id} />}</div>
      </div>
    </li>
  );
}

function DeleteWebhookButton({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const remove = useDeleteWebhook();

  const confirm = () =>
    remove.mutate(endpoint.id, {
      onSuccess: () => {
        toast.success(t("Webhook endpoint deleted"));
        setOpen(false);
      },
      onError: (failure) => showFailure(t("Failed to delete the webhook endpoint"), failure),
    });

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<DeleteIconButton label={t("Delete the endpoint {url}", { url: endpoint.url })} />}
      title={t("Delete webhook endpoint")}
      description={t("Delete {url} with its delivery log? Events waiting to be sent to it are dropped.", {
        url: endpoint.url,
      })}
      confirmLabel={t("Delete endpoint")}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
