// Token boundaries from a real tokenizer, never our own word splitting: OpenAI's o200k_base (GPT-4o's)
// vocabulary from gpt-tokenizer, bundled in the package, so nothing is downloaded at run time. It cuts
// text the way the recorded OpenAI stream does (" Celebr", "ated", " annually", ",", "\n\n": vercel/ai
// packages/openai/src/chat/__fixtures__/openai-text.chunks.txt). Other providers use other
// vocabularies; their pieces still fall inside words and before punctuation, which is what matters.

type Encoding = typeof import("gpt-tokenizer/encoding/o200k_base");

let encoding: Encoding | undefined;

/** Loads the vocabulary (about half a second, once per process); startLlmDouble waits for it. */
export async function loadTokenizer(): Promise<void> {
  encoding ??= await import("gpt-tokenizer/encoding/o200k_base");
}

function loaded(): Encoding {
  if (!encoding) throw new Error("The tokenizer is not loaded: await loadTokenizer() (startLlmDouble does) first.");
  return encoding;
}

// Text that happens to spell a special token ("<|endoftext|>") is plain text to a model's tokenizer.
const PLAIN = { disallowedSpecial: new Set<string>() };

/**
 * The text cut into its tokens, joined back exactly. A token that ends inside a multi-byte character
 * (an emoji, some accents) is merged with the next, since a stream can only carry whole characters.
 */
export function tokenize(text: string): string[] {
  if (!text) return [];
  const { encode, decode } = loaded();
  const pieces: string[] = [];
  let pending: number[] = [];
  for (const id of encode(text, PLAIN)) {
    pending.push(id);
    const piece = decode(pending);
    if (piece.includes("\uFFFD")) continue;
    pieces.push(piece);
    pending = [];
  }
  if (pending.length) pieces.push(decode(pending));
  return pieces;
}

export const countTokens = (text: string) => (text ? loaded().encode(text, PLAIN).length : 0);

/**
 * Consecutive tokens grouped into deltas of `min`..`max` tokens, as the APIs that batch send them
 * (sizes chosen by `next`, a seeded random source, so a request always streams the same way).
 */
export function groupTokens(tokens: readonly string[], min: number, max: number, next: () => number): string[] {
  const groups: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const size = min + Math.floor(next() * (max - min + 1));
    groups.push(tokens.slice(i, i + size).join(""));
    i += size;
  }
  return groups;
}
