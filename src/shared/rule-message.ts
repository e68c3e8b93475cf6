import { IntlMessageFormat } from "intl-messageformat";
import { DEFAULT_LANGUAGE } from "./languages.ts";

/**
 * What a rule of src/shared says to a member (a packaging or thumbnail rule broken): its English ICU
 * text, marked with msg() (the "server" catalogue's key), and the values it names. The client shows it
 * with t(text, values), the server with translate() or an AppError's params: never a sentence built
 * from pieces (decision 040). A language it names is given as its tag (`language`) beside its English
 * name (`name`), so a reader in another language can name it anew.
 */
export interface RuleMessage {
  text: string;
  values?: Record<string, string | number>;
}

/** The message in English, as API callers, logs and tests read it. */
export function inEnglish(message: RuleMessage): string {
  return String(new IntlMessageFormat(message.text, DEFAULT_LANGUAGE).format(message.values));
}
