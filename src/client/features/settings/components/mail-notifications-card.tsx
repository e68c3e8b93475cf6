import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-error.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { msg } from "../../../../shared/message.ts";
import type { NotificationSettings } from "../../../../shared/schemas/production.ts";
import { useNotificationSettings, useUpdateNotificationSettings } from "../api/notification-settings.ts";

const SWITCHES: { key: keyof NotificationSettings; id: string; label: string; hint: string }[] = [
  {
    key: "mailAssigned",
    id: "mail-assigned",
    label: msg("Mail me when a video is assigned to me"),
    hint: msg("Someone else makes you a video's assignee."),
  },
  {
    key: "mailMentioned",
    id: "mail-mentioned",
    label: msg("Mail me when someone mentions me in a note"),
    hint: msg("A note on a video, or a comment on a script, names you with @."),
  },
  {
    key: "mailReview",
    id: "mail-review",
    label: msg("Mail me about script reviews"),
    hint: msg("A review is asked of you, someone comments on or answers about your script, or replies to you."),
  },
];

/** Issue 13 item 7: two mail switches per member; the bell keeps every notification either way. */
export function MailNotificationsCard() {
  const { t } = useTranslation("settings");
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  const onToggle = (key: keyof NotificationSettings, checked: boolean) =>
    update.mutate(
      { [key]: checked },
      {
        onSuccess: () => toast.success(checked ? t("Mail turned on") : t("Mail turned off")),
        onError: (error) => showFailure(t("Failed to save the mail setting"), error),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Mail notifications")}</h2>
        </CardTitle>
        <CardDescription>
          {t("Which notifications also reach your inbox. The bell shows them all either way.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {settings.isError ? (
          <LoadError
            title={t("Failed to load your mail settings")}
            error={settings.error}
            onRetry={() => settings.refetch()}
          />
        ) : (
          SWITCHES.map(({ key, id, label, hint }) => (
            <div key={key} className="flex items-center justify-between gap-4">
              <div className="grid gap-1">
                <Label htmlFor={id}>{t(label)}</Label>
                <p id={`${id}-hint`} className="text-muted-foreground text-xs">
                  {t(hint)}
                </p>
              </div>
              <Switch
                id={id}
                aria-describedby={`${id}-hint`}
                checked={settings.data?.[key] ?? true}
                disabled={!settings.data}
                onCheckedChange={(checked) => onToggle(key, checked)}
              />
            </div>
          ))
        )}
      </CardContent>
    </Card>
  );
}
