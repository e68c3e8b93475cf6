import { type ChannelVoice, VOICE_LIMITS } from "../../../shared/schemas/channel-voice.ts";
import { countWords } from "../../../shared/studio.ts";

/** What a channel's voice is built from: its saved scripts (newest first) and synced video titles. */
export interface VoiceMaterial {
  scripts: string[];
  videoTitles: string[];
}

// Words that say nothing about a voice: a frequent phrase or word made only of these is skipped.
const STOP_WORDS = new Set(
  (
    "a an the and or but so of to in on at for with from by as is are was were be been being it its it's this that " +
    "these those there here i you we they he she me us them my your our their his her what which who how when where " +
    "why if then than not no do does did have has had will would can could should just about into over up out more " +
    "most very also all any some one two get got go let's lets let s t ll re ve d m"
  ).split(" "),
);

/**
 * The offline writer's voice profile (no model configured): measured from the scripts themselves —
 * average sentence length, the phrases that come back across scripts, the words used most, how the
 * scripts open and close — and the tone read from simple signals (contractions, questions, "you").
 */
export function deriveVoiceProfile(material: VoiceMaterial): ChannelVoice {
  const scripts = material.scripts.map(spokenText).filter((text) => text.length > 0);
  const sentences = scripts.flatMap(sentencesOf);
  const words = sentences.reduce((sum, s) => sum + countWords(s), 0);
  const average = sentences.length ? Math.round(words / sentences.length) : 15;
  return {
    tone: describeTone(scripts.join(" ")),
    sentenceLength: clamp(average, VOICE_LIMITS.sentenceLengthMin, VOICE_LIMITS.sentenceLengthMax),
    vocabulary: describeVocabulary(scripts, material.videoTitles),
    signaturePhrases: frequentPhrases(scripts),
    openings: describeEnds(
      scripts.map((s) => sentencesOf(s)[0] ?? ""),
      "Videos open like this",
    ),
    closings: describeEnds(
      scripts.map((s) => sentencesOf(s).at(-1) ?? ""),
      "Videos close like this",
    ),
    avoidWords: [],
  };
}

/** The script without its section labels ([INTRO], "1. Title" lines), bullets or outline markers. */
function spokenText(script: string): string {
  return script
    .split("\n")
    .filter((line) => !/^\s*\[[^\]]*\]\s*$/.test(line))
    .map((line) => line.replace(/^\s*(?:[•*-]|\d+[.)])\s+/, "").trim())
    .filter(Boolean)
    .join(" ");
}

function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]+["')\]]*/g) ?? [text]).map((s) => s.trim()).filter((s) => countWords(s) > 0);
}

function describeTone(text: string): string {
  const words = countWords(text) || 1;
  const per100 = (pattern: RegExp) => ((text.match(pattern)?.length ?? 0) * 100) / words;
  const traits: string[] = [];
  const contractions = per100(/\b\w+['’](?:s|re|ll|ve|d|m|t)\b/gi);
  const you = per100(/\byou(?:r|'re|’re)?\b/gi);
  const questions = per100(/\?/g);
  const exclamations = per100(/!/g);
  traits.push(contractions >= 2 ? "conversational, with contractions" : "measured and fairly formal");
  if (you >= 2) traits.push("speaks to the viewer directly as 'you'");
  if (questions >= 0.8) traits.push("asks the viewer questions");
  if (exclamations >= 0.8) traits.push("energetic, with exclamations");
  const tone = traits.join("; ");
  return `${tone.charAt(0).toUpperCase()}${tone.slice(1)}.`;
}

function describeVocabulary(scripts: string[], titles: string[]): string {
  const counts = new Map<string, number>();
  for (const word of [...scripts, ...titles]
    .join(" ")
    .toLowerCase()
    .match(/[a-z][a-z'’-]{3,}/g) ?? []) {
    if (!STOP_WORDS.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const top = [...counts.entries()]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 8)
    .map(([word]) => word);
  const plain = top.length ? `Often uses: ${top.join(", ")}.` : "Everyday words.";
  return truncate(plain, VOICE_LIMITS.text);
}

/**
 * Three- to five-word phrases that come back: in two or more scripts, or three times in one. Longer
 * phrases win over the shorter ones inside them.
 */
function frequentPhrases(scripts: string[]): string[] {
  const seen = new Map<string, { text: string; scripts: Set<number>; count: number }>();
  scripts.forEach((script, index) => {
    for (const sentence of sentencesOf(script)) {
      const tokens = sentence
        .replace(/[.!?,;:"“”()[\]]+/g, " ")
        .split(/\s+/)
        .filter(Boolean);
      for (let size = 5; size >= 3; size--) {
        for (let i = 0; i + size <= tokens.length; i++) {
          const text = tokens.slice(i, i + size).join(" ");
          const key = text.toLowerCase();
          if (key.split(" ").every((w) => STOP_WORDS.has(w))) continue;
          const entry = seen.get(key) ?? { text, scripts: new Set<number>(), count: 0 };
          entry.scripts.add(index);
          entry.count++;
          seen.set(key, entry);
        }
      }
    }
  });
  const repeated = [...seen.entries()]
    .filter(([, e]) => e.scripts.size >= 2 || e.count >= 3)
    .sort((a, b) => b[1].scripts.size - a[1].scripts.size || b[0].split(" ").length - a[0].split(" ").length);
  const kept: string[] = [];
  for (const [key, entry] of repeated) {
    if (kept.some((k) => k.toLowerCase().includes(key))) continue;
    if (entry.text.length > VOICE_LIMITS.phrase) continue;
    kept.push(entry.text);
    if (kept.length === 6) break;
  }
  return kept;
}

function describeEnds(lines: string[], label: string): string {
  const examples = [...new Set(lines.map((l) => truncate(l, 140)).filter(Boolean))].slice(0, 2);
  return examples.length ? truncate(`${label}: ${examples.map((e) => `"${e}"`).join(" / ")}`, VOICE_LIMITS.text) : "";
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1))}…`;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
