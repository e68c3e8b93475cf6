// "Make Shorts" without a model (decision 046): one proposal per section of the long script (then per
// paragraph, when the script has few sections), quoting the section's first sentences word for word, and a
// Short's script made of the script's own sentences from that quote on, cut to length by the studio's
// length machinery. Nothing is invented: the text is the long script's.

import { INTERFACE_LANGUAGES, type InterfaceLanguage } from "../../../shared/interface-language.ts";
import type { LengthRule } from "../../../shared/length.ts";
import { msg } from "../../../shared/message.ts";
import { chapterNameOf } from "../../../shared/packaging-rules.ts";
import type { ShortProposal } from "../../../shared/schemas/shorts.ts";
import { SHORT_SECONDS, SHORTS_PROPOSED } from "../../../shared/shorts-rules.ts";
import { translate } from "../../i18n.ts";
import { SectionText } from "../section-writer.ts";

const LABEL_LINE = /^\[([^\][\n]{1,80})\]\s*(.*)$/;
/** Sections that only frame the video say nothing a Short could stand on. */
const FRAMING = /^(call to action|cta|outro|transition)$/i;

/** The script's sentences, each as written (its own spacing kept), by the language's sentence rules. */
export function sentencesOf(text: string, language: string): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: "sentence" });
  return [...segmenter.segment(text)].map((s) => s.segment).filter((s) => s.trim().length > 0);
}

interface Moment {
  name: string;
  /** The passage's text, exactly as the script has it. */
  text: string;
}

/** The script's sections (label and text), or its paragraphs when it has fewer than three sections. */
function momentsOf(script: string): Moment[] {
  const sections: Moment[] = [];
  let current: Moment | null = null;
  for (const raw of script.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const label = LABEL_LINE.exec(line);
    if (label) {
      current = { name: chapterNameOf(label[1]), text: "" };
      sections.push(current);
      if (!label[2].trim()) continue;
    }
    const text = label ? label[2].trim() : line;
    if (!text) continue;
    if (!current) {
      current = { name: "Intro", text: "" };
      sections.push(current);
    }
    // The section's first paragraph: a quote stays within lines the script writes together.
    if (!current.text) current.text = text;
  }
  const usable = sections.filter((s) => s.text && !FRAMING.test(s.name));
  if (usable.length >= SHORTS_PROPOSED.min) return usable;
  const paragraphs = script
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !LABEL_LINE.test(line));
  const seen = new Set(usable.map((s) => s.text));
  return [...usable, ...paragraphs.filter((p) => !seen.has(p)).map((text) => ({ name: "", text }))];
}

/**
 * The few lines the app writes into a Short in its script's language (decision 046): from the catalogue
 * of that language where the app has one; a language it has none for gets the long video's title or
 * address alone, never an English sentence inside another language's script.
 */
function catalogueFor(language: string): InterfaceLanguage | null {
  const primary = language.split("-")[0].toLowerCase();
  return INTERFACE_LANGUAGES.find((tag) => tag.split("-")[0] === primary) ?? null;
}

/** The line every offline Short ends on, sending viewers to the long video. */
export function offlineCallback(longTitle: string, language: string): string {
  const catalogue = catalogueFor(language);
  if (!catalogue) return `“${longTitle}”`;
  return translate(catalogue, msg('The whole story is in the full video, "{title}".'), { title: longTitle });
}

/** The Short's description line that leads to the long video: its address once published, else its title. */
export function leadToLongVideo(long: { title: string; youtubeUrl: string | null }, language: string): string {
  const catalogue = catalogueFor(language);
  if (long.youtubeUrl) {
    return catalogue ? translate(catalogue, msg("Full video: {url}"), { url: long.youtubeUrl }) : long.youtubeUrl;
  }
  if (!catalogue) return `“${long.title}”`;
  return translate(catalogue, msg('From the full video "{title}"'), { title: long.title });
}

/** Proposals from the script's own sections, up to SHORTS_PROPOSED.max; each quote is the script's text. */
export function offlineProposals(script: string, longTitle: string, language: string): ShortProposal[] {
  const proposals: ShortProposal[] = [];
  for (const moment of momentsOf(script)) {
    const sentences = sentencesOf(moment.text, language);
    if (sentences.length === 0) continue;
    const quote = sentences.slice(0, 2).join("").trim();
    const hook = sentences[0].trim();
    const name = moment.name && moment.name !== "Intro" ? moment.name : hook;
    proposals.push({
      title: `${name}`.slice(0, 90).trim(),
      quote: quote.slice(0, 2_000),
      hook: hook.slice(0, 300),
      targetSeconds: SHORT_SECONDS.default,
      callback: offlineCallback(longTitle, language).slice(0, 300),
    });
    if (proposals.length >= SHORTS_PROPOSED.max) break;
  }
  return proposals;
}

/**
 * A Short's body from the long script: its sentences from the quote on (to the script's end, then from
 * its start), each at most once, until `budget` units, ending at the sentence end closest to it as the
 * studio's sections do (SectionText). A script shorter than the budget gives all it has.
 */
export function offlineShortBody(script: string, quote: string, budget: number, rule: LengthRule): string {
  const start = Math.max(0, script.indexOf(quote));
  const plain = (text: string) =>
    text
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !LABEL_LINE.test(line))
      .join("\n");
  const ordered = `${plain(script.slice(start))}\n${plain(script.slice(0, start))}`;
  const body = new SectionText(budget, rule);
  body.startCall();
  for (const sentence of sentencesOf(ordered, rule.language)) {
    const piece = sentence.replace(/\s+$/, rule.unit === "characters" ? "" : " ");
    body.add(piece);
    if (body.complete) break;
  }
  body.endCall();
  return body.text.trim();
}
