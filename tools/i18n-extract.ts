// `npm run i18n:extract` (decision 040): collects every marked string into the catalogues,
// src/locales/<language>/<namespace>.json. English gets the text itself (the key); the other languages
// get "" for a key they lack, to translate; a key no code uses any more is removed everywhere.
import { runExtractor } from "i18next-cli";
import { clientExtraction, serverExtraction } from "./i18n-config.ts";

for (const config of [clientExtraction, serverExtraction]) {
  const { hasErrors } = await runExtractor(config, { quiet: true });
  if (hasErrors) process.exitCode = 1;
}
