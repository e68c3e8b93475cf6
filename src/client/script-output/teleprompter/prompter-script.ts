import { DEFAULT_LANGUAGE } from "../../../shared/languages.ts";
import { lengthPieces, lengthUnit } from "../../../shared/length.ts";
import { parseScriptBlocks } from "../script-blocks.ts";

/**
 * A section label shown as a cue, or a paragraph to read cut into the units its language is timed in
 * (words, or characters for Japanese and the other languages written without spaces), numbered across
 * the script. The teleprompter's "words" below are those units.
 */
export type PrompterBlock = { kind: "cue"; text: string } | { kind: "paragraph"; firstWord: number; words: string[] };

export interface PrompterScript {
  blocks: PrompterBlock[];
  /** Words to read aloud; section labels are cues and not counted (issue 10 §7). */
  wordCount: number;
  /** The index of each paragraph's first word, ascending: where ← and → jump to. */
  paragraphStarts: number[];
  /** What goes between two units as they are shown: a space between words, nothing between characters. */
  separator: " " | "";
}

export function buildPrompterScript(text: string, language: string = DEFAULT_LANGUAGE): PrompterScript {
  const blocks: PrompterBlock[] = [];
  const paragraphStarts: number[] = [];
  let wordCount = 0;
  for (const block of parseScriptBlocks(text)) {
    if (block.kind === "label") {
      blocks.push({ kind: "cue", text: block.text });
      continue;
    }
    const words = lengthPieces(block.lines.join("\n"), language);
    blocks.push({ kind: "paragraph", firstWord: wordCount, words });
    paragraphStarts.push(wordCount);
    wordCount += words.length;
  }
  return { blocks, wordCount, paragraphStarts, separator: lengthUnit(language) === "characters" ? "" : " " };
}

/** ← : back to the start of the paragraph being read or, from its first words, the one before. */
export function previousParagraphStart(starts: readonly number[], position: number): number {
  // Less than a word into a paragraph, its start is where the reader already is: go one further back.
  return starts.findLast((start) => start <= position - 1) ?? 0;
}

/** → : the start of the next paragraph, or the end of the script after the last one. */
export function nextParagraphStart(starts: readonly number[], position: number, wordCount: number): number {
  return starts.find((start) => start > position) ?? wordCount;
}
