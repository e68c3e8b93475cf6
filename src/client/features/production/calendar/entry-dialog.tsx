import { ExternalLink, Send } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { isCalendarDay } from "../../../../shared/production-stages.ts";
import type { CalendarEntry } from "../../../../shared/schemas/production-calendar.ts";
import { stageLabel } from "../stage-label.ts";
import { dayTitle } from "./calendar-month.ts";
import { releaseClock, shownDay } from "./release-entry.ts";

/** A calendar entry's details; a planned video is moved to another date here (the keyboard's path too). */
export function EntryDialog({
  entry,
  onOpenChange,
  onMove,
}: {
  entry: CalendarEntry | null;
  onOpenChange: (open: boolean) => void;
  onMove: (entry: CalendarEntry, date: string) => void;
}) {
  const { t } = useTranslation("production");
  const [date, setDate] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  useEffect(() => {
    setDate(entry?.date ?? "");
    setError(null);
  }, [entry]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!entry) return;
    if (!isCalendarDay(date)) {
      setError(t("Enter a date"));
      return;
    }
    onMove(entry, date);
    onOpenChange(false);
  };

  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {entry && (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{entry.title}</DialogTitle>
              <DialogDescription>
                {entry.channel.name} › {entry.folder.name} · {stageLabel(entry.stage)}
                {entry.assignee ? ` · ${entry.assignee.name}` : ""}
              </DialogDescription>
            </DialogHeader>
            {entry.kind === "published" ? (
              <p className="text-sm">{t("Published on {date}.", { date: dayTitle(entry.date) })}</p>
            ) : entry.kind === "release" ? (
              <p className="text-sm">
                {t(
                  "Scheduled release: YouTube makes it public on {date} at {time} ({utc} UTC). Change or cancel it on the video's Publish tab.",
                  {
                    date: dayTitle(shownDay(entry)),
                    time: releaseClock(entry),
                    utc: entry.releaseAt?.slice(0, 16).replace("T", " "),
                  },
                )}
              </p>
            ) : (
              <form id={`${inputId}-form`} onSubmit={submit} className="grid gap-2">
                <Label htmlFor={inputId}>{t("Move to date")}</Label>
                <Input
                  id={inputId}
                  type="date"
                  value={date}
                  onChange={(event) => setDate(event.target.value)}
                  aria-invalid={error !== null || undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                />
                {error && (
                  <p id={`${inputId}-error`} className="text-destructive text-sm">
                    {error}
                  </p>
                )}
              </form>
            )}
            <DialogFooter>
              <Button asChild variant="outline">
                <Link to={`/video/${encodeURIComponent(entry.id)}`}>
                  <ExternalLink aria-hidden="true" />
                  {t("Open video")}
                </Link>
              </Button>
              {entry.kind === "release" && (
                <Button asChild variant="outline">
                  <Link to={`/video/${encodeURIComponent(entry.id)}?tab=publish`}>
                    <Send aria-hidden="true" />
                    {t("Open Publish tab")}
                  </Link>
                </Button>
              )}
              {entry.kind !== "planned" ? (
                <Button onClick={() => onOpenChange(false)}>{t("Done")}</Button>
              ) : (
                <Button type="submit" form={`${inputId}-form`} disabled={date === entry.date}>
                  {t("Move")}
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
