// The production calendar's month arithmetic (issue 13 item 3): months 'YYYY-MM', days 'YYYY-MM-DD',
// weeks from Monday. Pure, so the grid and the agenda list agree and are unit-tested.
import { activeLanguage } from "@/lib/i18n.ts";
import { addDays } from "../../../../shared/production-stages.ts";

/** The weekdays from Monday, each named in full and short ("Monday", "Mon") in `language`. */
export function weekdayNames(language: string = activeLanguage()): { long: string; short: string }[] {
  const long = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" });
  const short = new Intl.DateTimeFormat(language, { weekday: "short", timeZone: "UTC" });
  // 2 November 2026 is a Monday.
  return Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 10, 2 + i))).map((date) => ({
    long: long.format(date),
    short: short.format(date),
  }));
}

/** '2026-11' plus a number of months. */
export function addMonths(month: string, count: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** 1 (Monday) … 7 (Sunday) of a day. */
function isoWeekday(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

/** The number of days in a month. */
export function daysInMonth(month: string): number {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Every day of the month, in order. */
export function monthDays(month: string): string[] {
  return Array.from({ length: daysInMonth(month) }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`);
}

/**
 * The month's weeks, Monday to Sunday: each a row of seven days, with the days of the months around it
 * filling the first and last week (`inMonth` false).
 */
export function monthWeeks(month: string): { day: string; inMonth: boolean }[][] {
  const first = `${month}-01`;
  const last = `${month}-${String(daysInMonth(month)).padStart(2, "0")}`;
  const start = addDays(first, 1 - isoWeekday(first));
  const end = addDays(last, 7 - isoWeekday(last));
  const weeks: { day: string; inMonth: boolean }[][] = [];
  for (let day = start; day <= end; day = addDays(day, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => addDays(day, i)).map((d) => ({ day: d, inMonth: d.startsWith(month) })),
    );
  }
  return weeks;
}

/** '2026-11' → 'November 2026', in the interface's language. */
export function monthTitle(month: string, language: string = activeLanguage()): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString(language, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** '2026-11-05' → 'Thursday, November 5, 2026', in the interface's language. */
export function dayTitle(day: string, language: string = activeLanguage()): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(language, {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}
