import { formatCompactNumber } from "../../shared/format.ts";
import { activeLanguage, i18n } from "./i18n.ts";

// One formatter each, made on first use: toLocaleDateString builds a new one on every call, which a
// board of hundreds of cards felt (Lighthouse's blocking time). They speak the interface's language
// (decision 040) and are made again when it changes. Made lazily, as the first one loads the locale's
// data: a page without dates doesn't wait.
let formats: {
  language: string;
  date: Intl.DateTimeFormat;
  dateTime: Intl.DateTimeFormat;
  relative: Intl.RelativeTimeFormat;
};
const format = () => {
  const language = activeLanguage();
  if (formats?.language !== language) {
    formats = {
      language,
      date: new Intl.DateTimeFormat(language, { dateStyle: "medium" }),
      dateTime: new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }),
      relative: new Intl.RelativeTimeFormat(language, { numeric: "auto" }),
    };
  }
  return formats;
};

/** 'Jan 5, 2024' in the interface's language. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : format().date.format(date);
}

/** spec §2: notes show their date and time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : format().dateTime.format(date);
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** '5 minutes ago', 'yesterday' in the interface's language; shown beside the absolute date-time. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  let amount = (date.getTime() - now) / 1000;
  if (Math.abs(amount) < 45) return i18n.t("just now", { ns: "common" });
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format().relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDateTime(iso);
}

/** A number in the interface's language: 12,345 in English, 12.345 in Spanish, 12,345 in Hindi. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return value.toLocaleString(activeLanguage(), options);
}

/** A count in short form in the interface's language: 12.3K in English, 12,3 mil in Spanish, 1.2万 in Japanese. */
export const formatCompact = (value: number | null | undefined) => formatCompactNumber(value, activeLanguage());
