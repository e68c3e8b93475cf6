import type { InterfaceLanguage } from "../shared/interface-language.ts";
import type { RuleMessage } from "../shared/rule-message.ts";
import { AppError } from "./errors.ts";
import { translate } from "./i18n.ts";

/**
 * A value of a stored message: text or a number as it is, a moment (said in the reader's language when
 * read), or a message of its own (a rule that was broken, the error a warning quotes).
 */
export type StoredValue = string | number | Date | RuleMessage;

type Kept = string | number | { date: string } | { key: string; values?: Record<string, Kept> };

interface Stored {
  key: string;
  values?: Record<string, Kept>;
}

function keep(value: StoredValue): Kept {
  if (value instanceof Date) return { date: value.toISOString() };
  if (typeof value === "object") return JSON.parse(storedMessage(value.text, value.values)) as Stored;
  return value;
}

/**
 * A message to keep in a text column and show later to whoever reads it (a sync run's error, the
 * analytics state's): its catalogue key (msg()) and values, not its English text, so each reader
 * reads it in their own language (`sayStored`). Existing text columns hold it: no migration.
 */
export function storedMessage(text: string, values?: Record<string, StoredValue>): string {
  if (!values || Object.keys(values).length === 0) return JSON.stringify({ key: text });
  return JSON.stringify({
    key: text,
    values: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, keep(value)])),
  });
}

/** An error's message to keep: an AppError's key and values; `fallback` (a msg()) for anything else. */
export function storedError(error: unknown, fallback: string): string {
  return error instanceof AppError ? storedMessage(error.key, error.params) : storedMessage(fallback);
}

function parse(stored: string): Stored | null {
  if (!stored.startsWith('{"key":')) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return value && typeof value === "object" && "key" in value && typeof value.key === "string"
      ? (value as Stored)
      : null;
  } catch {
    // Text that merely starts like one (a provider's own words): shown as it is.
    return null;
  }
}

// UTC named, as the English text always said it (an ISO time with its Z): quota resets are the same
// instant for every reader, wherever they are.
const moment = (language: InterfaceLanguage, iso: string) =>
  new Intl.DateTimeFormat(language, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(new Date(iso));

function sayValue(language: InterfaceLanguage, value: Kept): string | number {
  if (typeof value !== "object") return value;
  if ("date" in value) return moment(language, value.date);
  return sayParsed(language, value);
}

function sayParsed(language: InterfaceLanguage, stored: Stored): string {
  const values = Object.fromEntries(
    Object.entries(stored.values ?? {}).map(([name, value]) => [name, sayValue(language, value)]),
  );
  return translate(language, stored.key, values);
}

/**
 * A stored message in `language`. Text that is not a stored message (rows written before messages were
 * kept by their key, or a provider's own words) is shown as it was written.
 */
export function sayStored(language: InterfaceLanguage, stored: string): string;
export function sayStored(language: InterfaceLanguage, stored: string | null): string | null;
export function sayStored(language: InterfaceLanguage, stored: string | null): string | null {
  if (stored === null) return null;
  const parsed = parse(stored);
  return parsed ? sayParsed(language, parsed) : stored;
}
