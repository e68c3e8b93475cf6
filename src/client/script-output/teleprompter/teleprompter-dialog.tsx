import { Dialog as DialogPrimitive } from "radix-ui";
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_LANGUAGE } from "../../../shared/languages.ts";
import { lengthUnit, speakingRate, unitsPerWord } from "../../../shared/length.ts";
import { PrompterControls } from "./prompter-controls.tsx";
import { textOffsetAt } from "./prompter-layout.ts";
import { clampFontSize, FONT_SIZE_STEP, loadPreferences, savePreferences } from "./prompter-preferences.ts";
import { buildPrompterScript, nextParagraphStart, previousParagraphStart } from "./prompter-script.ts";
import { PrompterText } from "./prompter-text.tsx";
import { useFullscreen } from "./use-fullscreen.ts";
import { usePrompterPlayback } from "./use-prompter-playback.ts";
import { READING_LINE_RATIO, useTextLayout } from "./use-text-layout.ts";

/** The text's line height, in ems: the reading band is one line tall. */
const LINE_HEIGHT = 1.4;

interface TeleprompterDialogProps {
  text: string;
  title?: string | null;
  /** The channel's pace in words a minute against English's 150 (shared/length.ts speakingRate). */
  wordsPerMinute: number;
  /** The script's language (BCP 47): Japanese scrolls by characters at its own rate. */
  language?: string;
  onClose: () => void;
}

/**
 * issue 10 §7: the script full screen, large type on black, scrolling at a rate in words per minute
 * past a reading line. A Radix dialog (focus trapped, Esc leaves, focus goes back to the button that
 * opened it) shown full screen where the browser allows, else covering the viewport.
 */
export function TeleprompterDialog({
  text,
  title,
  wordsPerMinute,
  language = DEFAULT_LANGUAGE,
  onClose,
}: TeleprompterDialogProps) {
  const { t } = useTranslation("common");
  const script = useMemo(() => buildPrompterScript(text, language), [text, language]);
  const unit = lengthUnit(language);
  const [preferences, setPreferences] = useState(loadPreferences);
  const [announcement, setAnnouncement] = useState("");
  // Elements as state, not refs: Radix mounts the portal's content after this component's first
  // effects have run, and the measuring below must start once they exist.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const stageRef = useRef<HTMLDivElement | null>(null); // for focusing it as the dialog opens, before a render
  const attachStage = useCallback((element: HTMLDivElement | null) => {
    stageRef.current = element;
    setStage(element);
  }, []);
  const [textBox, setTextBox] = useState<HTMLDivElement | null>(null);
  const shownOffset = useRef<number | null>(null);
  // A new layout must be shown even while paused: forget the offset shown, the next frame applies it.
  const { lines, readingLine } = useTextLayout(stage, textBox, () => {
    shownOffset.current = null;
  });

  const moveText = useCallback(
    (position: number) => {
      const offset = readingLine.current - textOffsetAt(lines.current, position, script.wordCount);
      if (offset === shownOffset.current || !textBox) return;
      shownOffset.current = offset;
      textBox.style.transform = `translate3d(0, ${offset}px, 0)`;
    },
    [script.wordCount, textBox, lines, readingLine],
  );
  const playback = usePrompterPlayback({
    wordCount: script.wordCount,
    initialWordsPerMinute: speakingRate(language, wordsPerMinute),
    scale: unitsPerWord(language),
    onFrame: moveText,
  });
  useFullscreen(root, onClose);
  useEffect(() => savePreferences(preferences), [preferences]);

  const actions = {
    togglePlaying: () => {
      setAnnouncement(playback.togglePlaying() ? t("Reading") : t("Paused"));
    },
    changeSpeed: (steps: number) => {
      const rate = playback.changeSpeed(steps);
      setAnnouncement(
        unit === "characters"
          ? t("{rate, number} characters per minute", { rate })
          : t("{rate, number} words per minute", { rate }),
      );
    },
    jump: (direction: -1 | 1) => {
      const at = playback.position();
      playback.jumpTo(
        direction < 0
          ? previousParagraphStart(script.paragraphStarts, at)
          : nextParagraphStart(script.paragraphStarts, at, script.wordCount),
      );
      setAnnouncement(direction < 0 ? t("Previous paragraph") : t("Next paragraph"));
    },
    changeFontSize: (steps: number) => {
      const fontSize = clampFontSize(preferences.fontSize + steps * FONT_SIZE_STEP);
      setPreferences({ ...preferences, fontSize });
      setAnnouncement(t("Text size {size} pixels", { size: fontSize }));
    },
    toggleMirror: () => {
      setPreferences({ ...preferences, mirrored: !preferences.mirrored });
      setAnnouncement(preferences.mirrored ? t("Mirror off") : t("Mirror on"));
    },
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === " ") {
      if (!event.repeat) actions.togglePlaying();
    } else if (event.key === "ArrowUp") actions.changeSpeed(1);
    else if (event.key === "ArrowDown") actions.changeSpeed(-1);
    else if (event.key === "ArrowLeft") actions.jump(-1);
    else if (event.key === "ArrowRight") actions.jump(1);
    else return;
    // The keys mean the same wherever focus is: Space must not also press a focused button.
    event.preventDefault();
  };

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Content
        ref={setRoot}
        className="dark fixed inset-0 z-50 flex flex-col bg-black text-white"
        onKeyDown={onKeyDown}
        // A focused button acts on Space's key-up: the teleprompter already did on key-down.
        onKeyUp={(event) => event.key === " " && event.preventDefault()}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          stageRef.current?.focus();
        }}
      >
        <DialogPrimitive.Title className="sr-only">
          {title ? t("Teleprompter: {title}", { title }) : t("Teleprompter")}
        </DialogPrimitive.Title>
        <DialogPrimitive.Description className="sr-only">
          {t(
            "Space starts and pauses, the up and down arrows change the speed, the left and right arrows jump a paragraph, Escape leaves.",
          )}
        </DialogPrimitive.Description>
        <div
          ref={attachStage}
          tabIndex={-1}
          className="relative flex-1 overflow-hidden outline-none [mask-image:linear-gradient(to_bottom,transparent,black_12%,black_88%,transparent)]"
          style={{ fontSize: preferences.fontSize, lineHeight: LINE_HEIGHT }}
          data-testid="teleprompter-stage"
        >
          <div
            aria-hidden="true"
            data-testid="reading-line"
            className="-translate-y-1/2 pointer-events-none absolute inset-x-0 border-amber-300/80 border-x-8 bg-white/10"
            style={{ top: `${READING_LINE_RATIO * 100}%`, height: `${LINE_HEIGHT}em` }}
          />
          <div data-testid="teleprompter-text" style={{ transform: preferences.mirrored ? "scaleX(-1)" : "none" }}>
            {/* flow-root: the first cue's margin stays inside, so the text's top is the stage's top.
                transition-none: the text moves every frame by itself; under "reduce motion" every element
                gets a 0.01 ms transition (index.css), which would show each frame's move a frame late. */}
            <div
              ref={setTextBox}
              className="relative mx-auto flow-root max-w-5xl px-6 font-medium transition-none will-change-transform sm:px-10"
            >
              <PrompterText blocks={script.blocks} separator={script.separator} />
            </div>
          </div>
        </div>
        <PrompterControls
          view={playback.view}
          unit={unit}
          mirrored={preferences.mirrored}
          onTogglePlaying={actions.togglePlaying}
          onChangeSpeed={actions.changeSpeed}
          onChangeFontSize={actions.changeFontSize}
          onJump={actions.jump}
          onToggleMirror={actions.toggleMirror}
        />
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
