import {
  AArrowDown,
  AArrowUp,
  ChevronsLeft,
  ChevronsRight,
  FlipHorizontal2,
  Minus,
  Pause,
  Play,
  Plus,
  RotateCcw,
  X,
} from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { formatClock } from "./prompter-timing.ts";
import type { PlaybackView } from "./use-prompter-playback.ts";

interface PrompterControlsProps {
  view: PlaybackView;
  mirrored: boolean;
  onTogglePlaying: () => void;
  onChangeSpeed: (steps: number) => void;
  onChangeFontSize: (steps: number) => void;
  onJump: (direction: -1 | 1) => void;
  onToggleMirror: () => void;
}

/** The teleprompter's bar: every keyboard action has a button too, for touch screens and discovery. */
export function PrompterControls(props: PrompterControlsProps) {
  const { view } = props;
  const playLabel = view.playing ? "Pause" : view.ended ? "Restart" : view.elapsedSeconds > 0 ? "Resume" : "Start";
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2 border-white/15 border-t bg-neutral-900 px-3 py-2 text-sm sm:justify-between">
      <div className="flex items-center gap-1">
        <Button size="sm" onClick={props.onTogglePlaying} aria-keyshortcuts="Space" className="min-w-24">
          {view.playing ? (
            <Pause aria-hidden="true" />
          ) : view.ended ? (
            <RotateCcw aria-hidden="true" />
          ) : (
            <Play aria-hidden="true" />
          )}
          {playLabel}
        </Button>
        <IconButton label="Previous paragraph" keys="ArrowLeft" onClick={() => props.onJump(-1)}>
          <ChevronsLeft aria-hidden="true" />
        </IconButton>
        <IconButton label="Next paragraph" keys="ArrowRight" onClick={() => props.onJump(1)}>
          <ChevronsRight aria-hidden="true" />
        </IconButton>
      </div>

      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">Speed</legend>
        <IconButton label="Slower" keys="ArrowDown" onClick={() => props.onChangeSpeed(-1)}>
          <Minus aria-hidden="true" />
        </IconButton>
        <span className="min-w-20 text-center tabular-nums" data-testid="teleprompter-speed">
          {view.wordsPerMinute} wpm
        </span>
        <IconButton label="Faster" keys="ArrowUp" onClick={() => props.onChangeSpeed(1)}>
          <Plus aria-hidden="true" />
        </IconButton>
      </fieldset>

      <div className="flex items-center gap-1">
        <IconButton label="Smaller text" onClick={() => props.onChangeFontSize(-1)}>
          <AArrowDown aria-hidden="true" />
        </IconButton>
        <IconButton label="Larger text" onClick={() => props.onChangeFontSize(1)}>
          <AArrowUp aria-hidden="true" />
        </IconButton>
        <Button
          variant={props.mirrored ? "secondary" : "ghost"}
          size="sm"
          aria-pressed={props.mirrored}
          onClick={props.onToggleMirror}
        >
          <FlipHorizontal2 aria-hidden="true" />
          Mirror
        </Button>
      </div>

      <p className="flex gap-4 tabular-nums">
        <span>
          <span className="text-neutral-400">Elapsed </span>
          <span data-testid="teleprompter-elapsed">{formatClock(view.elapsedSeconds)}</span>
        </span>
        <span>
          <span className="text-neutral-400">Remaining </span>
          <span data-testid="teleprompter-remaining">{formatClock(view.remainingSeconds)}</span>
        </span>
      </p>

      <DialogPrimitive.Close asChild>
        <Button variant="ghost" size="sm" aria-keyshortcuts="Escape">
          <X aria-hidden="true" />
          Exit
        </Button>
      </DialogPrimitive.Close>
    </div>
  );
}

function IconButton(props: { label: string; keys?: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={props.label}
      title={props.label}
      aria-keyshortcuts={props.keys}
      onClick={props.onClick}
      className="text-neutral-100"
    >
      {props.children}
    </Button>
  );
}
