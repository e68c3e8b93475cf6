import { useCallback, useEffect, useRef, useState } from "react";
import {
  clampWordsPerMinute,
  type ReadingAnchor,
  remainingSeconds,
  WORDS_PER_MINUTE_STEP,
  wordPositionAt,
} from "./prompter-timing.ts";

interface PlaybackAnchor extends ReadingAnchor {
  /** Reading time before `anchorMs` (pauses don't count). */
  elapsedMsAtAnchor: number;
}

export interface PlaybackView {
  playing: boolean;
  wordsPerMinute: number;
  elapsedSeconds: number;
  remainingSeconds: number;
  ended: boolean;
}

interface PlaybackOptions {
  wordCount: number;
  initialWordsPerMinute: number;
  /** Units of the script's language a word is worth (1 in words, 2 in Japanese characters): scales bounds and step. */
  scale?: number;
  /** Called on every animation frame with the word being read (a fraction is part of a word). */
  onFrame: (position: number) => void;
}

/**
 * The teleprompter's clock. Reading runs on a timeline anchored at the last change (start, pause,
 * speed, jump): the word read at time t is the anchor's word plus the reading time since × the rate,
 * so the speed is true in words per minute whatever the frame rate. Every frame hands that position to
 * `onFrame`, which moves the text without a React render; the view re-renders once a second.
 */
export function usePrompterPlayback({ wordCount, initialWordsPerMinute, scale = 1, onFrame }: PlaybackOptions) {
  const startRate = clampWordsPerMinute(initialWordsPerMinute, scale);
  const anchor = useRef<PlaybackAnchor>({
    anchorMs: 0,
    anchorWord: 0,
    wordsPerMinute: startRate,
    playing: false,
    elapsedMsAtAnchor: 0,
  });
  const [view, setView] = useState<PlaybackView>({
    playing: false,
    wordsPerMinute: startRate,
    elapsedSeconds: 0,
    remainingSeconds: Math.ceil(remainingSeconds(0, wordCount, startRate)),
    ended: wordCount === 0,
  });
  const onFrameRef = useRef(onFrame);
  onFrameRef.current = onFrame;

  const viewAt = useCallback(
    (a: PlaybackAnchor, now: number): PlaybackView => {
      const position = wordPositionAt(a, now, wordCount);
      const elapsedMs = a.elapsedMsAtAnchor + (a.playing ? Math.max(0, now - a.anchorMs) : 0);
      return {
        playing: a.playing,
        wordsPerMinute: a.wordsPerMinute,
        elapsedSeconds: Math.floor(elapsedMs / 1000),
        remainingSeconds: Math.ceil(remainingSeconds(position, wordCount, a.wordsPerMinute)),
        ended: position >= wordCount,
      };
    },
    [wordCount],
  );

  /** Starts a new anchor at the position reached now, with `changes` applied from here on. */
  const reanchor = useCallback(
    (changes: Partial<Pick<PlaybackAnchor, "anchorWord" | "wordsPerMinute" | "playing">>, now = performance.now()) => {
      const a = anchor.current;
      const next: PlaybackAnchor = {
        anchorMs: now,
        anchorWord: wordPositionAt(a, now, wordCount),
        wordsPerMinute: a.wordsPerMinute,
        playing: a.playing,
        elapsedMsAtAnchor: a.elapsedMsAtAnchor + (a.playing ? Math.max(0, now - a.anchorMs) : 0),
        ...changes,
      };
      if (next.anchorWord >= wordCount) next.playing = false; // nothing left to read
      anchor.current = next;
      // The text shows the new anchor at once (a pause stops exactly here), not a frame later.
      onFrameRef.current(next.anchorWord);
      setView(viewAt(next, now));
    },
    [wordCount, viewAt],
  );

  useEffect(() => {
    let frame = 0;
    const tick = (now: number) => {
      const a = anchor.current;
      const position = wordPositionAt(a, now, wordCount);
      onFrameRef.current(position);
      if (a.playing && position >= wordCount) reanchor({ playing: false }, now);
      else if (a.playing) {
        const next = viewAt(a, now);
        setView((current) =>
          current.elapsedSeconds === next.elapsedSeconds && current.remainingSeconds === next.remainingSeconds
            ? current
            : next,
        );
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [wordCount, reanchor, viewAt]);

  const position = useCallback(() => wordPositionAt(anchor.current, performance.now(), wordCount), [wordCount]);

  return {
    view,
    position,
    /** Starts, pauses or resumes; at the end, starts over. Returns whether reading now runs. */
    togglePlaying: (): boolean => {
      const playing = !anchor.current.playing;
      // Play at the end starts over, as a video player does.
      reanchor(playing && position() >= wordCount ? { anchorWord: 0, playing } : { playing });
      return anchor.current.playing;
    },
    /** Faster (steps > 0) or slower, from the word being read; returns the new rate. */
    changeSpeed: (steps: number): number => {
      reanchor({
        wordsPerMinute: clampWordsPerMinute(
          anchor.current.wordsPerMinute + steps * WORDS_PER_MINUTE_STEP * scale,
          scale,
        ),
      });
      return anchor.current.wordsPerMinute;
    },
    jumpTo: (word: number) => reanchor({ anchorWord: Math.min(wordCount, Math.max(0, word)) }),
  };
}
