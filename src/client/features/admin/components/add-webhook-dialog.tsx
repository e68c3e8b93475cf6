import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { ApiError } from "@/lib/api.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import {
  createWebhookSchema,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type WebhookEvent,
} from "../../../../shared/schemas/webhooks.ts";
import { useCreateWebhook } from "../api/webhooks.ts";
import { useEventLabels } from "./webhook-event-labels.ts";

/** "Add endpoint": URL, a description and the events, checked by the same schema as the server's. */
export function AddWebhookDialog({ onAdded }: { onAdded: (shown: { url: string; secret: string }) => void }) {
  const { t } = useTranslation("admin");
  const labels = useEventLabels();
  const create = useCreateWebhook();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [error, setError] = useState<string | null>(null);

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((e) => e !== event)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createWebhookSchema.safeParse({ url, description, events });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      setError(
        field === "events"
          ? t("Choose at least one event")
          : field === "description"
            ? t("The description is too long")
            : t("Enter a full URL, starting with https://"),
      );
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        onAdded({ url: answer.endpoint.url, secret: answer.secret });
        toast.success(t("Webhook endpoint added"));
        setOpen(false);
        setUrl("");
        setDescription("");
        setEvents([]);
      },
      onError: (failure) => {
        // A refused address (private, link-local, plain http) is the form's to fix: said beside it, not in a toast.
        if (failure instanceof ApiError && failure.status === 400) setError(failure.message);
        else showFailure(t("Failed to add the webhook endpoint"), failure);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (create.isPending) return;
        // A refusal from before is not about what the admin types next.
        if (next) setError(null);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t("Add endpoint")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("Add a webhook endpoint")}</DialogTitle>
            <DialogDescription>
              {t("Events are sent as signed POST requests to an HTTPS address on the internet.")}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="webhook-url">{t("URL")}</Label>
            <Input
              id="webhook-url"
              type="url"
              value={url}
              maxLength={WEBHOOK_URL_MAX}
              placeholder="https://n8n.example.com/webhook/scriptloom"
              aria-invalid={Boolean(error)}
              aria-describedby={error ? "webhook-form-error" : undefined}
              onChange={(event) => setUrl(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="webhook-description">{t("Description (optional)")}</Label>
            <Input
              id="webhook-description"
              value={description}
              maxLength={WEBHOOK_DESCRIPTION_MAX}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium text-sm">{t("Events")}</legend>
            {WEBHOOK_EVENTS.map((name) => {
              const id = `webhook-event-${name.replace(/[._]/g, "-")}`;
              return (
                <div key={name} className="flex items-start gap-2">
                  <Checkbox
                    id={id}
                    checked={events.includes(name)}
                    onCheckedChange={(on) => toggle(name, on === true)}
                    className="mt-0.5"
                  />
                  <Label htmlFor={id} className="grid gap-0.5 font-normal">
                    <span className="font-medium">{labels[name]}</span>
                    <span className="font-mono text-muted-foreground text-xs">{name}</span>
                  </Label>
                </div>
              );
            })}
          </fieldset>
          {error && (
            <p id="webhook-form-error" role="alert" className="text-destructive text-sm">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Spinner aria-hidden="true" role="presentation" />}
              {t("Add endpoint")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
