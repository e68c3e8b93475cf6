import { History } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-error.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatDate, formatDateTime, formatRelativeTime } from "@/lib/format-date.ts";
import { i18n } from "@/lib/i18n.ts";
import type { ActivityEntry } from "../../../../shared/schemas/production.ts";
import { useActivity } from "../api/get-activity.ts";

/** A calendar date ('2025-03-10') in the reader's locale, read as a day (not a UTC midnight). */
const day = (value: string) => formatDate(`${value}T12:00:00`);

/** A stage's name as the log keeps it (src/shared/production-stages.ts's STAGE_LABELS), in the interface's language. */
function stageName(label: string | null): string {
  switch (label) {
    case "Idea":
      return i18n.t("Idea", { ns: "video" });
    case "Scripting":
      return i18n.t("Scripting", { ns: "video" });
    case "Recording":
      return i18n.t("Recording", { ns: "video" });
    case "Editing":
      return i18n.t("Editing", { ns: "video" });
    case "Ready":
      return i18n.t("Ready", { ns: "video" });
    case "Published":
      return i18n.t("Published", { ns: "video" });
    default:
      return label ?? "";
  }
}

/** A video status as the log keeps it (draft, published, archive), in the interface's language. */
function statusName(status: string | null): string {
  switch (status) {
    case "draft":
      return i18n.t("draft", { ns: "video" });
    case "published":
      return i18n.t("published", { ns: "video" });
    case "archive":
      return i18n.t("archive", { ns: "video" });
    default:
      return status ?? "";
  }
}

/** Who did it: a member by name, a guest of a review link by the name they gave, marked as a guest. */
const activityActor = (entry: ActivityEntry) =>
  entry.guest
    ? i18n.t("{name} (guest)", { ns: "video", name: entry.guest })
    : (entry.actor?.name ?? i18n.t("Someone", { ns: "video" }));

/** What one entry of the log says happened, with who did it: one sentence each. */
function ActivitySentence({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation("video");
  const components = { actor: <span className="font-medium" /> };
  const values = { actor: activityActor(entry), from: entry.from ?? "", to: entry.to ?? "" };
  switch (entry.kind) {
    case "created":
      return <Trans t={t} i18nKey="<actor>{actor}</actor> created the video" values={values} components={components} />;
    case "stage":
      return (
        <Trans
          t={t}
          i18nKey="<actor>{actor}</actor> moved it from {from} to {to}"
          values={{ ...values, from: stageName(entry.from), to: stageName(entry.to) }}
          components={components}
        />
      );
    case "assignee":
      return entry.to ? (
        <Trans t={t} i18nKey="<actor>{actor}</actor> assigned it to {to}" values={values} components={components} />
      ) : entry.from ? (
        <Trans t={t} i18nKey="<actor>{actor}</actor> unassigned {from}" values={values} components={components} />
      ) : (
        <Trans t={t} i18nKey="<actor>{actor}</actor> unassigned it" values={values} components={components} />
      );
    case "due_date":
      return entry.to ? (
        <Trans
          t={t}
          i18nKey="<actor>{actor}</actor> set the due date to {date}"
          values={{ ...values, date: day(entry.to) }}
          components={components}
        />
      ) : (
        <Trans t={t} i18nKey="<actor>{actor}</actor> cleared the due date" values={values} components={components} />
      );
    case "planned_publish_date":
      return entry.to ? (
        <Trans
          t={t}
          i18nKey="<actor>{actor}</actor> planned publishing for {date}"
          values={{ ...values, date: day(entry.to) }}
          components={components}
        />
      ) : (
        <Trans
          t={t}
          i18nKey="<actor>{actor}</actor> cleared the planned publish date"
          values={values}
          components={components}
        />
      );
    case "title":
      return (
        <Trans
          t={t}
          i18nKey="<actor>{actor}</actor> renamed it from “{from}” to “{to}”"
          values={values}
          components={components}
        />
      );
    case "url":
      return entry.to ? (
        <Trans
          t={t}
          i18nKey="<actor>{actor}</actor> set the YouTube URL to {to}"
          values={values}
          components={components}
        />
      ) : (
        <Trans t={t} i18nKey="<actor>{actor}</actor> removed the YouTube URL" values={values} components={components} />
      );
    case "status":
      return (
        <Trans
          t={t}
          i18nKey="<actor>{actor}</actor> changed the status from {from} to {to}"
          values={{ ...values, from: statusName(entry.from), to: statusName(entry.to) }}
          components={components}
        />
      );
    case "script":
      return entry.from ? (
        <Trans
          t={t}
          i18nKey="<actor>{actor}</actor> restored script version {from} as version {to}"
          values={values}
          components={components}
        />
      ) : (
        <Trans
          t={t}
          i18nKey="<actor>{actor}</actor> saved script version {to}"
          values={values}
          components={components}
        />
      );
    case "packaging":
      return entry.from ? (
        <Trans
          t={t}
          i18nKey="<actor>{actor}</actor> restored packaging version {from} as version {to}"
          values={values}
          components={components}
        />
      ) : (
        <Trans
          t={t}
          i18nKey="<actor>{actor}</actor> saved packaging version {to}"
          values={values}
          components={components}
        />
      );
    case "note":
      return (
        <Trans t={t} i18nKey="<actor>{actor}</actor> added a note: “{to}”" values={values} components={components} />
      );
    case "review_requested":
      return (
        <Trans
          t={t}
          i18nKey="<actor>{actor}</actor> asked for a review of version {to}"
          values={values}
          components={components}
        />
      );
    case "review_comment":
      return entry.from === "suggestion" ? (
        <Trans
          t={t}
          i18nKey="<actor>{actor}</actor> suggested an edit to version {to}"
          values={values}
          components={components}
        />
      ) : (
        <Trans
          t={t}
          i18nKey="<actor>{actor}</actor> commented on version {to}"
          values={values}
          components={components}
        />
      );
    case "suggestion_accepted":
      return (
        <Trans
          t={t}
          i18nKey="<actor>{actor}</actor> accepted a suggestion as version {to}"
          values={values}
          components={components}
        />
      );
    case "review_approved":
      return (
        <Trans t={t} i18nKey="<actor>{actor}</actor> approved version {to}" values={values} components={components} />
      );
    case "review_changes_requested":
      return (
        <Trans
          t={t}
          i18nKey="<actor>{actor}</actor> asked for changes to version {to}"
          values={values}
          components={components}
        />
      );
  }
}

/** Issue 13 item 5: what happened to the video, newest first, with who and when. */
export function ActivityTab({ videoId }: { videoId: string }) {
  const { t } = useTranslation("video");
  const activity = useActivity(videoId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-4" aria-hidden="true" />
          {t("Activity")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <div className="grid gap-3" role="status" aria-label={t("Loading activity")}>
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : activity.isError ? (
          <LoadError
            title={t("Failed to load the activity")}
            error={activity.error}
            onRetry={() => activity.refetch()}
          />
        ) : activity.data.entries.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("No activity yet")}</p>
        ) : (
          <ol className="grid gap-3" data-testid="activity-list">
            {activity.data.entries.map((entry) => (
              <li key={entry.id} data-testid="activity-entry" className="grid gap-0.5 border-l-2 pl-3 text-sm">
                <p className="break-words">
                  <ActivitySentence entry={entry} />
                  {entry.via && (
                    <span className="text-muted-foreground" data-testid="activity-via">
                      {" "}
                      {entry.via.agent
                        ? t("({agent} via token ''{token}'')", { agent: entry.via.agent, token: entry.via.token })
                        : t("(via token ''{token}'')", { token: entry.via.token })}
                    </span>
                  )}
                </p>
                <time dateTime={entry.createdAt} className="text-muted-foreground text-xs">
                  {formatDateTime(entry.createdAt)} · {formatRelativeTime(entry.createdAt)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
