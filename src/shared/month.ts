// A folder's month is stored as one canonical 'YYYY-MM' value and shown as 'January 2024'
// (docs/decisions/001-canonical-month.md). The spec read month_year two ways (§3); this module
// is the one place that converts between what people type and what is stored.

import { msg } from "./message.ts";

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

// The examples stay in English in every language: they are the forms parseMonth accepts.
export const MONTH_FORMAT_MESSAGE = msg("Enter the month as 'January 2024', 'Jan 2024' or '2024-01'");

const CANONICAL = /^([1-9]\d{3})-(0[1-9]|1[0-2])$/;
const NAMED = /^([a-z]+)\.?\s+([1-9]\d{3})$/;

/** The month number (1–12) of a full English month name or its three-letter abbreviation. */
function monthNumber(word: string): number | null {
  const index = MONTH_NAMES.findIndex((name) => {
    const lower = name.toLowerCase();
    return word === lower || word === lower.slice(0, 3);
  });
  return index === -1 ? null : index + 1;
}

export type MonthParseResult = { ok: true; value: string } | { ok: false; message: string };

/** 'January 2024', 'Jan 2024' or '2024-01' (any case, surrounding spaces ignored) → '2024-01'. */
export function parseMonth(input: string): MonthParseResult {
  const text = input.trim().toLowerCase();
  if (CANONICAL.test(text)) return { ok: true, value: text };
  const named = NAMED.exec(text);
  const month = named ? monthNumber(named[1]) : null;
  if (!named || month === null) return { ok: false, message: MONTH_FORMAT_MESSAGE };
  return { ok: true, value: `${named[2]}-${String(month).padStart(2, "0")}` };
}

export function isCanonicalMonth(value: string): boolean {
  return CANONICAL.test(value);
}

/** '2024-01' → 'January 2024'. A value that is not canonical is shown as it is. */
export function formatMonth(monthYear: string): string {
  const match = CANONICAL.exec(monthYear);
  if (!match) return monthYear;
  return `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}`;
}

/** The canonical month of a date, in UTC unless told otherwise (the studio's default folder month). */
export function monthOf(date: Date, timeZone: "utc" | "local" = "utc"): string {
  const year = timeZone === "utc" ? date.getUTCFullYear() : date.getFullYear();
  const month = (timeZone === "utc" ? date.getUTCMonth() : date.getMonth()) + 1;
  return `${year}-${String(month).padStart(2, "0")}`;
}
