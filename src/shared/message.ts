/**
 * Marks a message a member reads (an error, a validation message, a mail's line) for the catalogues'
 * extraction (decision 040: `npm run i18n:extract` collects every `msg("…")` into the "server"
 * namespace). It returns its English text, which is the catalogue's key: the server translates it,
 * with its values, when it answers (src/server/i18n.ts).
 */
export function msg<const T extends string>(english: T): T {
  return english;
}
