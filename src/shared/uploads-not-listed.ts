// A module of its own, not among the schemas: the sync status says it (in the reader's language, by the
// server) and the tests read it, without loading every schema.
import { msg } from "./message.ts";

/** 'YouTube lists only a channel's latest 20,000 uploads: 1,234 older uploads were not synced.' */
export function uploadsNotListedMessage(listed: number, notListed: number): string {
  return msg(
    "YouTube lists only a channel's latest {listed, number} uploads: {notListed, plural, one {# older upload was} other {# older uploads were}} not synced.",
    { listed, notListed },
  );
}
