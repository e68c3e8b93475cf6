import { IntlMessageFormat } from "intl-messageformat";
import { DEFAULT_INTERFACE_LANGUAGE } from "./interface-language.ts";

/** Values an ICU message names: numbers, or text (a label marked with msg() is translated with it). */
export type MessageValues = Record<string, string | number>;

/** A message built from an ICU text and its values, as it was before its values were put in. */
export interface MessageWithValues {
  text: string;
  values: MessageValues;
}

/**
 * Every message built with values, by its English text: a zod schema keeps only a string, so the text
 * a member reads is the key to find what to translate ("…at most 100 characters" → "…at most {max}…").
 */
const withValues = new Map<string, MessageWithValues>();

/**
 * Marks a message a member reads (an error, a validation message, a mail's line) for the catalogues'
 * extraction (decision 040: `npm run i18n:extract` collects every `msg("…")` into the "server"
 * namespace). It returns its English text, which is the catalogue's key: the server translates it,
 * with its values, when it answers (src/server/i18n.ts).
 *
 * With values, `english` is an ICU text (the key) and the result is that text in English with its values
 * put in, remembered so that the server and the client can still say it in another language
 * (`messageWithValues`): never a sentence built from pieces a catalogue can't hold.
 */
export function msg<const T extends string>(english: T): T;
export function msg(english: string, values: MessageValues): string;
export function msg(english: string, values?: MessageValues): string {
  if (!values) return english;
  const text = String(new IntlMessageFormat(english, DEFAULT_INTERFACE_LANGUAGE).format(values));
  withValues.set(text, { text: english, values });
  return text;
}

/** The ICU text and values behind a message msg() built with values; undefined for any other text. */
export function messageWithValues(english: string): MessageWithValues | undefined {
  return withValues.get(english);
}
