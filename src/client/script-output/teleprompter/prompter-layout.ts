/** A line of the laid-out text: its first word's index, where its middle sits in the text, its height. */
export interface PrompterLine {
  firstWord: number;
  center: number;
  height: number;
}

/** A rendered word's index with its box's top and height in the text's own coordinates. */
export interface MeasuredWord {
  index: number;
  top: number;
  height: number;
}

/**
 * Groups words into visual lines: a word that starts lower than the previous word's middle wrapped
 * onto a new line (words of one line share their top, give or take a pixel of font metrics).
 */
export function groupLines(words: readonly MeasuredWord[]): PrompterLine[] {
  const lines: PrompterLine[] = [];
  let previous: MeasuredWord | undefined;
  for (const word of words) {
    if (!previous || word.top > previous.top + previous.height / 2) {
      lines.push({ firstWord: word.index, center: word.top + word.height / 2, height: word.height });
    }
    previous = word;
  }
  return lines;
}

/**
 * The point of the text that belongs on the reading line when the reader is at word `position`.
 * Within a line it moves evenly from this line's middle to the next one's, word by word, so the text
 * scrolls smoothly and its speed follows the words read, not pixels: a short line (a paragraph's
 * last) passes quickly, and a gap or a cue between paragraphs costs no reading time.
 */
export function textOffsetAt(lines: readonly PrompterLine[], position: number, wordCount: number): number {
  if (lines.length === 0) return 0;
  let low = 0;
  let high = lines.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (lines[mid].firstWord <= position) low = mid;
    else high = mid - 1;
  }
  const line = lines[low];
  const next = lines[low + 1];
  // Reading the last line moves the text on by that line's height.
  const nextFirstWord = next?.firstWord ?? wordCount;
  const nextCenter = next?.center ?? line.center + line.height;
  const span = nextFirstWord - line.firstWord;
  const fraction = span > 0 ? Math.min(1, Math.max(0, (position - line.firstWord) / span)) : 0;
  return line.center + fraction * (nextCenter - line.center);
}
