import { type RefObject, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import type { ReviewThread } from "../../../shared/schemas/review.ts";

export interface ScriptSelection {
  start: number;
  end: number;
  quote: string;
}

interface Segment {
  start: number;
  end: number;
  thread: ReviewThread | null;
}

/** The text cut where open threads begin and end; each piece carries the newest thread covering it. */
function segmentsOf(text: string, threads: ReviewThread[]): Segment[] {
  const open = threads.filter((t) => t.status === "open" && t.location && t.location.end > t.location.start);
  const cuts = new Set([0, text.length]);
  for (const t of open) {
    cuts.add(t.location?.start ?? 0);
    cuts.add(t.location?.end ?? 0);
  }
  const points = [...cuts].filter((p) => p >= 0 && p <= text.length).sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const [start, end] = [points[i], points[i + 1]];
    const covering = open.filter((t) => (t.location?.start ?? 0) <= start && (t.location?.end ?? 0) >= end);
    segments.push({ start, end, thread: covering.at(-1) ?? null });
  }
  return segments;
}

/** Characters of the container's text before (node, offset): the script offset of a selection end. */
function offsetIn(container: HTMLElement, node: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(container);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** Selects script offsets [start, end) in the container (to show a thread's words). */
export function selectRange(container: HTMLElement, start: number, end: number) {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let seen = 0;
  let startSet = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (!startSet && start <= seen + length) {
      range.setStart(node, start - seen);
      startSet = true;
    }
    if (startSet && end <= seen + length) {
      range.setEnd(node, end - seen);
      break;
    }
    seen += length;
  }
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  (range.startContainer.parentElement ?? container).scrollIntoView({ block: "center", behavior: "smooth" });
}

/**
 * A script's text with its open comments highlighted and its suggestions shown as tracked changes
 * (the quoted words struck, the new words after them). Read-only but selectable by mouse and by
 * keyboard: a contenteditable textbox that refuses every edit, so Shift+arrows select words.
 */
export function ReviewableScript({
  text,
  threads,
  activeThreadId,
  onSelection,
  onThreadClick,
  containerRef,
  label,
}: {
  text: string;
  threads: ReviewThread[];
  activeThreadId: string | null;
  onSelection: (selection: ScriptSelection | null) => void;
  onThreadClick: (threadId: string) => void;
  containerRef?: RefObject<HTMLDivElement | null>;
  label?: string;
}) {
  const { t } = useTranslation("common");
  const ownRef = useRef<HTMLDivElement | null>(null);
  const ref = containerRef ?? ownRef;
  const segments = useMemo(() => segmentsOf(text, threads), [text, threads]);

  useEffect(() => {
    const read = () => {
      const container = ref.current;
      const selection = window.getSelection();
      if (!container || !selection || selection.rangeCount === 0) return;
      const range = selection.getRangeAt(0);
      if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return;
      const start = offsetIn(container, range.startContainer, range.startOffset);
      const end = offsetIn(container, range.endContainer, range.endOffset);
      onSelection(end > start ? { start, end, quote: text.slice(start, end) } : null);
    };
    document.addEventListener("selectionchange", read);
    return () => document.removeEventListener("selectionchange", read);
  }, [ref, text, onSelection]);

  return (
    <div
      ref={ref}
      role="textbox"
      aria-readonly="true"
      aria-multiline="true"
      aria-label={label ?? t("Script text")}
      tabIndex={0}
      contentEditable
      suppressContentEditableWarning
      spellCheck={false}
      onBeforeInput={(event) => event.preventDefault()}
      onPaste={(event) => event.preventDefault()}
      onCut={(event) => event.preventDefault()}
      onDrop={(event) => event.preventDefault()}
      dir="auto"
      className="max-h-[32rem] overflow-y-auto whitespace-pre-wrap break-words rounded-lg border bg-muted/30 p-4 text-sm leading-relaxed caret-transparent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      data-testid="script-content"
    >
      {segments.map((segment) => {
        const words = text.slice(segment.start, segment.end);
        const thread = segment.thread;
        if (!thread) return <span key={segment.start}>{words}</span>;
        const suggestion = thread.kind === "suggestion";
        const isLast = thread.location?.end === segment.end;
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: each thread's card has a keyboard button to show its words.
          <mark
            key={segment.start}
            data-thread-id={thread.id}
            data-insert={suggestion && isLast && thread.replacement ? ` ${thread.replacement}` : undefined}
            onClick={() => onThreadClick(thread.id)}
            className={cn(
              "rounded-sm text-foreground",
              suggestion
                ? "bg-rose-100 line-through decoration-rose-600 after:inline-block after:bg-emerald-100 after:text-emerald-900 after:no-underline after:content-[attr(data-insert)] dark:bg-rose-950 dark:after:bg-emerald-950 dark:after:text-emerald-100"
                : "bg-amber-100 dark:bg-amber-900/60",
              activeThreadId === thread.id && "outline-2 outline-primary",
            )}
          >
            {words}
          </mark>
        );
      })}
    </div>
  );
}
