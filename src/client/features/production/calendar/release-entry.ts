// A scheduled YouTube release on the calendar: placed on the member's own day of its release time
// (the server sends the UTC day), and said with its time so it reads apart from the planned date.
import { activeLanguage, i18n } from "@/lib/i18n.ts";
import { localToday } from "../../../../shared/production-stages.ts";
import type { CalendarEntry } from "../../../../shared/schemas/production-calendar.ts";

/** The day a calendar entry shows on: a release on the member's own day, the rest on theirs. */
export function shownDay(entry: CalendarEntry): string {
  return entry.kind === "release" && entry.releaseAt ? localToday(new Date(entry.releaseAt)) : entry.date;
}

/** The release's time of day in the member's time zone, "14:30". */
export function releaseClock(entry: CalendarEntry): string {
  if (!entry.releaseAt) return "";
  return new Date(entry.releaseAt).toLocaleTimeString(activeLanguage(), { hour: "2-digit", minute: "2-digit" });
}

/** What kind of date this is, in words: "Published", "Planned", "Scheduled release at 14:30". */
export function entryKindLabel(entry: CalendarEntry): string {
  if (entry.kind === "release")
    return i18n.t("Scheduled release at {time}", { ns: "production", time: releaseClock(entry) });
  return entry.kind === "published"
    ? i18n.t("Published", { ns: "production" })
    : i18n.t("Planned", { ns: "production" });
}

/** A key unique on the calendar: a video with a planned date and a release shows twice. */
export const entryKey = (entry: CalendarEntry) => `${entry.kind}:${entry.id}`;
