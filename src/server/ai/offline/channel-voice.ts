import type { ChannelVoice } from "../../../shared/schemas/channel-voice.ts";
import { countWords } from "../../../shared/studio.ts";

/**
 * The lead-ins put before some body sentences: the channel's signature phrases when it has any (so a
 * script sounds like the channel), else the tone's own ("Here's the thing:").
 */
export function leadInsFor(toneLeadIns: readonly string[], voice: ChannelVoice | null | undefined): readonly string[] {
  const phrases = (voice?.signaturePhrases ?? [])
    .map((phrase) => phrase.trim().replace(/[.!?,;:…]+$/, ""))
    .filter((phrase) => phrase && countWords(phrase) <= 8);
  return phrases.length ? phrases.map((phrase) => `${phrase}:`) : toneLeadIns;
}

/**
 * A body sentence shaped to the channel's sentence length: one far longer than its average is split
 * where a clause ends (", and", ", but", ", so", ";", ":") into two sentences. Words are kept, so the
 * script's length does not change; without a voice the sentence is left as it is.
 */
export function shapeSentence(text: string, voice: ChannelVoice | null | undefined): string {
  if (!voice || text.startsWith("[")) return text;
  const limit = Math.max(6, Math.round(voice.sentenceLength * 1.4));
  if (countWords(text) <= limit) return text;
  let best: { at: number; length: number; balance: number } | null = null;
  for (const match of text.matchAll(/(?:,\s+(?=(?:and|but|so)\s)|;\s+|:\s+(?=[a-zA-Z]))/g)) {
    const before = countWords(text.slice(0, match.index));
    const after = countWords(text.slice(match.index + match[0].length));
    if (before < 3 || after < 3) continue;
    const balance = Math.abs(before - after);
    if (!best || balance < best.balance) best = { at: match.index, length: match[0].length, balance };
  }
  if (!best) return text;
  const head = text.slice(0, best.at).replace(/[,;:]$/, "");
  const tail = text.slice(best.at + best.length);
  return `${head}. ${tail.charAt(0).toUpperCase()}${tail.slice(1)}`;
}
