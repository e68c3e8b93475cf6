// i18next-cli's extraction (decision 040), in two passes over the same catalogues (src/locales/<lng>/<ns>.json):
// the client's, where each file names its namespace (`useTranslation("settings")`), and the server's,
// whose messages (errors, mails) all go to the "server" namespace. Each pass leaves the other's files alone.
import type { I18nextToolkitConfig } from "i18next-cli";
import { INTERFACE_LANGUAGES, NAMESPACES } from "../src/shared/interface-language.ts";

const output = "src/locales/{{language}}/{{namespace}}.json";
const clientNamespaces = NAMESPACES.filter((ns) => ns !== "server");

const common = {
  output,
  // Natural keys: the English text is the key, and may hold dots and colons.
  keySeparator: false,
  nsSeparator: false,
  sort: true,
  indentation: 2,
  primaryLanguage: "en",
  // English: the key is the text. Other languages: an empty string is a translation still to write
  // (the app shows English for it, and the catalogue test reports it).
  defaultValue: (key: string, _namespace: string | undefined, language: string) => (language === "en" ? key : ""),
  removeUnusedKeys: true,
  // Plurals are ICU's ({n, plural, one {…} other {…}}), inside one key: never i18next's key_one/key_other.
  disablePlurals: true,
  extractFromComments: false,
} as const;

export const clientExtraction: I18nextToolkitConfig = {
  locales: [...INTERFACE_LANGUAGES],
  extract: {
    ...common,
    input: ["src/client/**/*.{ts,tsx}"],
    ignore: ["src/client/**/*.test.{ts,tsx}", "src/client/**/*.test-d.ts"],
    // `msg("…")` marks a label kept outside a component (a constant's); it lands in "common", where
    // every feature's t() finds it (fallbackNS), and is translated where it renders: t(label).
    functions: ["t", "*.t", "msg"],
    defaultNS: "common",
    ignoreNamespaces: ["server"],
  },
};

export const serverExtraction: I18nextToolkitConfig = {
  locales: [...INTERFACE_LANGUAGES],
  extract: {
    ...common,
    input: ["src/server/**/*.ts", "src/shared/**/*.ts"],
    ignore: ["src/**/*.test.ts", "src/server/testing/**"],
    // `msg("…")` marks a message for a member (errors, validation messages, mails): src/shared/message.ts;
    // the error helpers of src/server/errors.ts take their message as it is.
    functions: ["msg", "t", "*.t", "badRequest", "unauthorized", "forbidden", "notFound", "conflict"],
    defaultNS: "server",
    ignoreNamespaces: clientNamespaces,
  },
};
