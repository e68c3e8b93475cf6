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
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import type { LengthUnit } from "../../../shared/length.ts";
import { formatClock } from "./prompter-timing.ts";
import type { PlaybackView } from "./use-prompter-playback.ts";

interface PrompterControlsProps {
  view: PlaybackView;
  /** The unit the rate is in: words, or characters for languages written without spaces. */
  unit: LengthUnit;
  mirrored: boolean;
  onTogglePlaying: () => void;
  onChangeSpeed: (steps: number) => void;
  onChangeFontSize: (steps: number) => void;
  onJump: (direction: -1 | 1) => void;
  onToggleMirror: () => void;
}

/** The teleprompter's bar: every keyboard action has a button too, for touch screens and discovery. */
export function PrompterControls(props: PrompterControlsProps) {
  const { t } = useTranslation("common");
  const { view } = props;
  const playLabel = view.playing
    ? t("Pause")
    : view.ended
      ? t("Restart")
      : view.elapsedSeconds > 0
        ? t("Resume")
        : t("Start");
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
        <IconButton label={t("Previous paragraph")} keys="ArrowLeft" onClick={() => props.onJump(-1)}>
          <ChevronsLeft aria-hidden="true" />
        </IconButton>
        <IconButton label={t("Next paragraph")} keys="ArrowRight" onClick={() => props.onJump(1)}>
          <ChevronsRight aria-hidden="true" />
        </IconButton>
      </div>

      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">{t("Speed")}</legend>
        <IconButton label={t("Slower")} keys="ArrowDown" onClick={() => props.onChangeSpeed(-1)}>
          <Minus aria-hidden="true" />
        </IconButton>
        <span className="min-w-20 text-center tabular-nums" data-testid="teleprompter-speed">
          {props.unit === "characters"
            ? t("{rate, number} characters/min", { rate: view.wordsPerMinute })
            : t("{rate, number} wpm", { rate: view.wordsPerMinute })}
        </span>
        <IconButton label={t("Faster")} keys="ArrowUp" onClick={() => props.onChangeSpeed(1)}>
          <Plus aria-hidden="true" />
        </IconButton>
      </fieldset>

      <div className="flex items-center gap-1">
        <IconButton label={t("Smaller text")} onClick={() => props.onChangeFontSize(-1)}>
          <AArrowDown aria-hidden="true" />
        </IconButton>
        <IconButton label={t("Larger text")} onClick={() => props.onChangeFontSize(1)}>
          <AArrowUp aria-hidden="true" />
        </IconButton>
        <Button
          variant={props.mirrored ? "secondary" : "ghost"}
          size="sm"
          aria-pressed={props.mirrored}
          onClick={props.onToggleMirror}
        >
          <FlipHorizontal2 aria-hidden="true" />
          {t("Mirror")}
        </Button>
      </div>

      <p className="flex gap-4 tabular-nums">
        <span>
          <span className="text-neutral-400">{t("Elapsed")} </span>
          <span data-testid="teleprompter-elapsed">{formatClock(view.elapsedSeconds)}</span>
        </span>
        <span>
          <span className="text-neutral-400">{t("Remaining")} </span>
          <span data-testid="teleprompter-remaining">{formatClock(view.remainingSeconds)}</span>
        </span>
      </p>

      <DialogPrimitive.Close asChild>
        <Button variant="ghost" size="sm" aria-keyshortcuts="Escape">
          <X aria-hidden="true" />
          {t("Exit")}
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
