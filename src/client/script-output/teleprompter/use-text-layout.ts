import { useLayoutEffect, useRef } from "react";
import { groupLines, type PrompterLine } from "./prompter-layout.ts";

/** Where the eyes rest: a third of the way down, so the coming lines are in view below it. */
export const READING_LINE_RATIO = 0.35;

/**
 * Where each line of the text starts and where the reading line is, in the text's own coordinates,
 * measured again whenever the text reflows (text size, window size, entering full screen). Refs, not
 * state: they are read on every animation frame and never render anything themselves.
 */
export function useTextLayout(stage: HTMLElement | null, textBox: HTMLElement | null, onMeasured: () => void) {
  const lines = useRef<PrompterLine[]>([]);
  const readingLine = useRef(0);
  const onMeasuredRef = useRef(onMeasured);
  onMeasuredRef.current = onMeasured;

  useLayoutEffect(() => {
    if (!stage || !textBox) return;
    const measure = () => {
      readingLine.current = stage.clientHeight * READING_LINE_RATIO;
      const spans = textBox.querySelectorAll<HTMLElement>("[data-word]");
      lines.current = groupLines(
        Array.from(spans, (span) => ({
          index: Number(span.dataset.word),
          top: span.offsetTop,
          height: span.offsetHeight,
        })),
      );
      onMeasuredRef.current();
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    observer.observe(textBox);
    return () => observer.disconnect();
  }, [stage, textBox]);

  return { lines, readingLine };
}
