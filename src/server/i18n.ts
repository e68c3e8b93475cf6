import i18next, { type TOptions } from "i18next";
import ICU from "i18next-icu";
import en from "../locales/en/server.json" with { type: "json" };
import es from "../locales/es/server.json" with { type: "json" };
import hi from "../locales/hi/server.json" with { type: "json" };
import ja from "../locales/ja/server.json" with { type: "json" };
import ptBR from "../locales/pt-BR/server.json" with { type: "json" };
import {
  acceptLanguageTags,
  DEFAULT_INTERFACE_LANGUAGE,
  type InterfaceLanguage,
  isInterfaceLanguage,
  negotiateInterfaceLanguage,
} from "../shared/interface-language.ts";
import { messageWithValues } from "../shared/message.ts";

/**
 * What the server says to a member (errors, mails, notifications) in their language (decision 040):
 * the "server" namespace of the same catalogues the client reads, English text as the key.
 */
const translations = i18next.createInstance();
void translations.use(ICU).init({
  resources: {
    en: { server: en },
    es: { server: es },
    "pt-BR": { server: ptBR },
    ja: { server: ja },
    hi: { server: hi },
  },
  lng: DEFAULT_INTERFACE_LANGUAGE,
  fallbackLng: false,
  ns: ["server"],
  defaultNS: "server",
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  // The resources are in memory: init is synchronous, so the first request is already translated.
  initAsync: false,
});

/**
 * The message in a language; English (the key itself) when the catalogue has no translation yet. A
 * message msg() built with values (a schema's "…at most 100 characters") is its ICU text translated with
 * those values, a value that is itself a catalogue key (a field's label) translated too.
 */
export function translate(language: InterfaceLanguage, key: string, params?: Record<string, unknown>): string {
  const built = messageWithValues(key);
  if (!built) return translations.t(key, { ...(params as TOptions), lng: language });
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(built.values)) {
    values[name] = typeof value === "string" && translations.exists(value) ? translate(language, value) : value;
  }
  return translations.t(built.text, { ...values, ...(params as TOptions), lng: language });
}

/**
 * The language to answer a request in: the member's Settings choice, else the request's
 * Accept-Language (which the app's own requests set to the interface's language), else English.
 */
export function requestLanguage(
  memberLanguage: string | null | undefined,
  acceptLanguage: string | null | undefined,
): InterfaceLanguage {
  if (isInterfaceLanguage(memberLanguage)) return memberLanguage;
  return negotiateInterfaceLanguage(acceptLanguageTags(acceptLanguage));
}
