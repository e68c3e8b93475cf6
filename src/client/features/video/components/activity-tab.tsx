import { History } from "lucide-react";
import { LoadError } from "@/components/load-error.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatDate, formatDateTime, formatRelativeTime } from "@/lib/format-date.ts";
import type { ActivityEntry } from "../../../../shared/schemas/production.ts";
import { useActivity } from "../api/get-activity.ts";

/** A calendar date ('2025-03-10') in the reader's locale, read as a day (not a UTC midnight). */
const day = (value: string | null) => (value ? formatDate(`${value}T12:00:00`) : "none");

/** What one entry of the log says happened. */
export function describeActivity(entry: ActivityEntry): string {
  switch (entry.kind) {
    case "created":
      return "created the video";
    case "stage":
      return `moved it from ${entry.from} to ${entry.to}`;
    case "assignee":
      return entry.to ? `assigned it to ${entry.to}` : `unassigned ${entry.from ?? "it"}`;
    case "due_date":
      return entry.to ? `set the due date to ${day(entry.to)}` : "cleared the due date";
    case "planned_publish_date":
      return entry.to ? `planned publishing for ${day(entry.to)}` : "cleared the planned publish date";
    case "title":
      return `renamed it from “${entry.from}” to “${entry.to}”`;
    case "url":
      return entry.to ? `set the YouTube URL to ${entry.to}` : "removed the YouTube URL";
    case "status":
      return `changed the status from ${entry.from} to ${entry.to}`;
    case "script":
      return entry.from
        ? `restored script version ${entry.from} as version ${entry.to}`
        : `saved script version ${entry.to}`;
    case "packaging":
      return entry.from
        ? `restored packaging version ${entry.from} as version ${entry.to}`
        : `saved packaging version ${entry.to}`;
    case "note":
      return `added a note: “${entry.to}”`;
    case "review_requested":
      return `asked for a review of version ${entry.to}`;
    case "review_comment":
      return entry.from === "suggestion"
        ? `suggested an edit to version ${entry.to}`
        : `commented on version ${entry.to}`;
    case "suggestion_accepted":
      return `accepted a suggestion as version ${entry.to}`;
    case "review_approved":
      return `approved version ${entry.to}`;
    case "review_changes_requested":
      return `asked for changes to version ${entry.to}`;
  }
}

/** Who did it: a member by name, a guest of a review link by the name they gave, marked as a guest. */
export const activityActor = (entry: ActivityEntry) =>
  entry.guest ? `${entry.guest} (guest)` : (entry.actor?.name ?? "Someone");

/** Issue 13 item 5: what happened to the video, newest first, with who and when. */
export function ActivityTab({ videoId }: { videoId: string }) {
  const activity = useActivity(videoId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-4" aria-hidden="true" />
          Activity
        </CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Loading activity">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : activity.isError ? (
          <LoadError title="Failed to load the activity" error={activity.error} onRetry={() => activity.refetch()} />
        ) : activity.data.entries.length === 0 ? (
          <p className="text-muted-foreground text-sm">No activity yet</p>
        ) : (
          <ol className="grid gap-3" data-testid="activity-list">
            {activity.data.entries.map((entry) => (
              <li key={entry.id} data-testid="activity-entry" className="grid gap-0.5 border-l-2 pl-3 text-sm">
                <p className="break-words">
                  <span className="font-medium">{activityActor(entry)}</span> {describeActivity(entry)}
                  {entry.via && (
                    <span className="text-muted-foreground" data-testid="activity-via">
                      {" "}
                      ({entry.via.agent ? `${entry.via.agent} ` : ""}via token '{entry.via.token}')
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
