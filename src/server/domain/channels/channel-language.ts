// A sync learns which language a channel speaks, from what its owner told YouTube.
import { and, eq, isNull } from "drizzle-orm";
import { canonicalLanguageTag } from "../../../shared/languages.ts";
import type { Db, Tx } from "../../db/client.ts";
import { channels } from "../../db/schema.ts";

/**
 * The language YouTube knows a channel by: the channel's own snippet.defaultLanguage, else the one most of
 * its videos set (owners often set it per upload and never on the channel). Null when none does.
 */
export function languageOnYouTube(
  channelLanguage: string | null | undefined,
  videoLanguages: (string | null | undefined)[],
): string | null {
  const own = channelLanguage ? canonicalLanguageTag(channelLanguage) : null;
  if (own) return own;
  const counts = new Map<string, number>();
  for (const tag of videoLanguages) {
    const canonical = tag ? canonicalLanguageTag(tag) : null;
    if (canonical) counts.set(canonical, (counts.get(canonical) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [tag, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = tag;
  return best;
}

/** Takes YouTube's language for a channel that has none yet: a member's choice is never overwritten. */
export async function adoptChannelLanguage(tx: Db | Tx, channelId: string, language: string | null): Promise<void> {
  if (!language) return;
  await tx
    .update(channels)
    .set({ language })
    .where(and(eq(channels.id, channelId), isNull(channels.language)));
}
