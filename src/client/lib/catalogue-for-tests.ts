import { readFileSync } from "node:fs";
import i18next, { type TFunction } from "i18next";
import ICU from "i18next-icu";
import type { InterfaceLanguage, Namespace } from "../../shared/interface-language.ts";
import { MESSAGES_WITH_VALUES, messagesWithValues } from "./messages-with-values.ts";

/**
 * A t() reading the real catalogue of `language` (English: the keys themselves, formatted by ICU), for unit
 * tests of text built outside React, as the browser's i18n would give it (decision 040).
 */
export async function catalogueT(language: InterfaceLanguage, namespace: Namespace): Promise<TFunction> {
  const file = new URL(`../../locales/${language}/${namespace}.json`, import.meta.url);
  const instance = i18next.createInstance();
  await instance
    .use(ICU)
    .use(messagesWithValues)
    .init({
      lng: language,
      resources: { [language]: { [namespace]: JSON.parse(readFileSync(file, "utf8")) } },
      ns: [namespace],
      defaultNS: namespace,
      fallbackLng: false,
      keySeparator: false,
      nsSeparator: false,
      returnEmptyString: false,
      interpolation: { escapeValue: false },
      postProcess: [MESSAGES_WITH_VALUES],
    });
  return instance.getFixedT(language, namespace);
}
