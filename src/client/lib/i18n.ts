import i18next, { type BackendModule, type ResourceKey } from "i18next";
import ICU from "i18next-icu";
import { initReactI18next } from "react-i18next";
import {
  DEFAULT_INTERFACE_LANGUAGE,
  type InterfaceLanguage,
  isInterfaceLanguage,
  type Namespace,
  negotiateInterfaceLanguage,
} from "../../shared/interface-language.ts";
import { MESSAGES_WITH_VALUES, messagesWithValues } from "./messages-with-values.ts";

/**
 * The interface's translations (decision 040). English text is the key, so English needs no catalogue:
 * a key not found is shown as it is, formatted by ICU (its plurals too). Other languages load one
 * namespace's catalogue at a time, the active language's only, each a chunk of its own.
 */
const catalogues = import.meta.glob<ResourceKey>(["../../locales/*/*.json", "!../../locales/en/*.json"], {
  import: "default",
});

const lazyCatalogues: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, done) {
    if (language === DEFAULT_INTERFACE_LANGUAGE) return done(null, {});
    const load = catalogues[`../../locales/${language}/${namespace}.json`];
    // A namespace nobody has translated yet shows in English rather than failing.
    if (!load) return done(null, {});
    load().then(
      (resources) => done(null, resources),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Where the chosen language is kept for pages without a session (and read before the profile arrives). */
export const LANGUAGE_STORAGE_KEY = "language";

function storedLanguage(): InterfaceLanguage | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isInterfaceLanguage(stored) ? stored : null;
  } catch {
    return null; // storage blocked
  }
}

/** The language to start in: the member's last choice on this browser, else the browser's languages. */
export function initialLanguage(): InterfaceLanguage {
  return storedLanguage() ?? negotiateInterfaceLanguage(navigator.languages ?? [navigator.language]);
}

export const i18n = i18next.createInstance();

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});

/**
 * Starts the translations in the browser's language with the "common" namespace (the shell's) loaded;
 * main.tsx waits for it before the first render, so nothing shows in English first.
 */
let markStarted!: () => void;
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

export function startI18n(): Promise<unknown> {
  if (i18n.isInitializing || i18n.isInitialized) return started;
  return i18n
    .use(lazyCatalogues)
    .use(ICU)
    .use(messagesWithValues)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      fallbackLng: false,
      supportedLngs: ["en", "es", "pt-BR", "ja", "hi"],
      // Natural keys: "Sign in" is a key, and "Delete video?" or "Done. Next: {step}" must not be split.
      keySeparator: false,
      nsSeparator: false,
      ns: ["common"],
      defaultNS: "common",
      // A label marked with msg() outside a component is extracted to "common", and a validation
      // message of src/shared to "server": a feature's t() finds either.
      fallbackNS: ["common", "server"],
      postProcess: [MESSAGES_WITH_VALUES],
      // An empty string in a catalogue is a translation still to write: English shows instead.
      returnEmptyString: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false, bindI18nStore: "added" },
    })
    .then(() => markStarted());
}

/**
 * The screen's catalogue, loaded before its route renders: a route's `lazy` awaits it with the screen's
 * code, so a screen never shows in English first and then switches.
 */
export async function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  await started;
  await i18n.loadNamespaces(namespaces);
}

/** Switches the interface (Settings → Language), and remembers the choice on this browser. */
export async function changeLanguage(language: InterfaceLanguage): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts this page, and the profile keeps it for the next
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The active interface language, as Intl and the API's Accept-Language are given it. */
export function activeLanguage(): InterfaceLanguage {
  return isInterfaceLanguage(i18n.language) ? i18n.language : DEFAULT_INTERFACE_LANGUAGE;
}
