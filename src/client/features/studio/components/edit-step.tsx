import { FilePen } from "lucide-react";
import { type Dispatch, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { MakeShortsDialog } from "@/components/make-shorts-dialog.tsx";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { DEFAULT_LANGUAGE } from "../../../../shared/languages.ts";
import { countLength, lengthUnit, secondsAt, speakingMinutes } from "../../../../shared/length.ts";
import type { PackagingContent } from "../../../../shared/schemas/packaging.ts";
import type { ScriptConfig } from "../../../../shared/schemas/studio.ts";
import { shortsSpeakingRate } from "../../../../shared/shorts-rules.ts";
import { readingTimeMinutes } from "../../../../shared/studio.ts";
import { REWRITE_PRESETS, type RewriteStyle } from "../../../../shared/studio-values.ts";
import { useFixGrammar } from "../api/fix-grammar.ts";
import { useRewriteText } from "../api/rewrite-text.ts";
import { canRedo, canUndo, type EditorState, replaceRange } from "../lib/edit-history.ts";
import type { StudioAction } from "../lib/studio-work.ts";
import { EditToolbar } from "./edit-toolbar.tsx";
import { RestoreVersionMenu } from "./restore-version-menu.tsx";
import { RewritePanel } from "./rewrite-panel.tsx";
import { SaveToLibraryDialog } from "./save-to-library-dialog.tsx";
import { SaveToVideoButton } from "./save-to-video-button.tsx";

/** issue 5 §6: a typing pause of this long is one undo step. */
export const TYPING_PAUSE_MS = 800;

interface Selection {
  start: number;
  end: number;
}

interface EditStepProps {
  editor: EditorState;
  config: ScriptConfig;
  /** issue 11: the picked channel, whose voice rewrites and grammar fixes keep. */
  channelId?: string;
  dispatch: Dispatch<StudioAction>;
  /** Bound to a video (issue 10): 'Save to video' on top of `baseVersion` instead of a new video. */
  /**
   * The video the studio writes for: its newest saved version, whether it is a long video (Shorts are
   * made from long ones) and whether the editor holds text not saved to it.
   */
  binding?: { videoId: string; baseVersion: number | null; long: boolean; unsavedEdits: boolean };
  /** What the downloads and the teleprompter use: the bound video's title, the picked channel's rate. */
  output?: { title?: string; wordsPerMinute?: number; language?: string; format?: "long" | "short" };
  /** issue 12: the "Package" panel beside "Rewrite Selection", when the app composes one in. */
  packagePanel?: ReactNode;
  /** The unbound studio's packaging, saved with the script to the new video. */
  packaging?: PackagingContent | null;
}

/** spec §2 edit step: the script with word count and reading time, rewrite tools and export. */
export function EditStep({
  editor,
  config,
  channelId,
  dispatch,
  binding,
  output,
  packagePanel,
  packaging,
}: EditStepProps) {
  const { t } = useTranslation("studio");
  const [sideTab, setSideTab] = useState("rewrite");
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [selection, setSelection] = useState<Selection>({ start: 0, end: 0 });
  const rewrite = useRewriteText();
  const grammar = useFixGrammar();
  const busy = rewrite.isPending || grammar.isPending;
  const { text } = editor;
  const selectedText = text.slice(selection.start, selection.end);

  // A typing pause becomes one undo step.
  useEffect(() => {
    if (text === editor.history.present) return;
    const timer = window.setTimeout(() => dispatch({ type: "typingPaused" }), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, editor.history.present, dispatch]);

  const readSelection = () => {
    const element = textarea.current;
    if (element) setSelection({ start: element.selectionStart, end: element.selectionEnd });
  };

  const select = (start: number, end: number) => {
    setSelection({ start, end });
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(start, end);
    });
  };

  const runRewrite = async (style: RewriteStyle, instruction?: string) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? selection.start;
    const end = element?.selectionEnd ?? selection.end;
    const before = text;
    const selected = before.slice(start, end);
    if (!selected.trim()) {
      toast.error(t("No text selected"), { description: t("Please select some text to rewrite") });
      return;
    }
    try {
      const { rewrittenText } = await rewrite.mutateAsync({
        selectedText: selected,
        style,
        channelId,
        instruction:
          instruction ?? (style === "change_style" || style === "translate" ? REWRITE_PRESETS[style] : undefined),
      });
      // The textarea is read-only while the request runs, so [start, end) still names the selection.
      dispatch({ type: "textEdited", text: replaceRange(before, start, end, rewrittenText) });
      select(start, start + rewrittenText.length);
      toast.success(t("Text rewritten"));
    } catch (error) {
      showFailure(t("Rewrite failed"), error, t("Failed to rewrite text. Please try again."));
    }
  };

  const runGrammarFix = async () => {
    try {
      const { correctedText } = await grammar.mutateAsync({ text, channelId });
      if (correctedText !== text) dispatch({ type: "textEdited", text: correctedText });
      toast.success(
        t("Grammar fixed"),
        correctedText === text ? { description: t("No corrections were needed.") } : undefined,
      );
    } catch (error) {
      showFailure(t("Grammar fix failed"), error, t("Failed to fix grammar. Please try again."));
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("Copied to clipboard"));
    } catch {
      toast.error(t("Failed to copy"), { description: t("Could not copy script to clipboard") });
    }
  };

  const restoreOriginal = () => {
    dispatch({ type: "restoreOriginal" });
    toast.success(binding ? t("Restored the text this editor started from") : t("Restored the generated script"));
  };

  const undo = () => dispatch({ type: "undo" });
  const redo = () => dispatch({ type: "redo" });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    // Other fields (the custom instruction) keep the browser's own undo.
    if (event.target instanceof HTMLInputElement) return;
    const key = event.key.toLowerCase();
    const isRedo = (key === "z" && event.shiftKey) || (key === "y" && !event.shiftKey);
    const isUndo = key === "z" && !event.shiftKey;
    if (!isUndo && !isRedo) return;
    event.preventDefault();
    if (busy) return;
    if (isUndo) undo();
    else redo();
  };

  const rewritePanel = (
    <RewritePanel
      selectedText={selectedText}
      busyStyle={rewrite.isPending ? (rewrite.variables?.style ?? null) : null}
      onRewrite={runRewrite}
    />
  );
  // The script's length in its language's unit (decision 038): spec §9's words and reading time in
  // English; elsewhere its words or characters and the minutes it takes to say them.
  const language = config.language ?? DEFAULT_LANGUAGE;
  const length = countLength(text, language);
  const unit = lengthUnit(language);
  const stats =
    // A Short (decision 046) is timed in seconds, at the Shorts rate.
    output?.format === "short"
      ? t(
          "{unit, select, characters {{length, plural, one {# character} other {# characters}}} other {{length, plural, one {# word} other {# words}}}} · about {seconds} s",
          { unit, length, seconds: secondsAt(length, shortsSpeakingRate(language, output.wordsPerMinute)) },
        )
      : language === DEFAULT_LANGUAGE
        ? t(
            "{unit, select, characters {{length, plural, one {# character} other {# characters}}} other {{length, plural, one {# word} other {# words}}}} · {minutes} min read",
            { unit, length, minutes: readingTimeMinutes(text) },
          )
        : t(
            "{unit, select, characters {{length, plural, one {# character} other {# characters}}} other {{length, plural, one {# word} other {# words}}}} · about {minutes} min",
            {
              unit,
              length,
              minutes: speakingMinutes(text, language, output?.wordsPerMinute),
            },
          );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches the undo shortcuts of the textarea and the toolbar inside it.
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" onKeyDown={onKeyDown}>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <FilePen className="size-5 text-primary" aria-hidden="true" />
            <h2>{t("Edit & Export")}</h2>
          </CardTitle>
          <CardDescription className="tabular-nums" aria-live="polite" data-testid="script-stats">
            {stats}
          </CardDescription>
          <CardAction>
            {binding ? (
              <div className="flex flex-wrap justify-end gap-2">
                {binding.long && binding.baseVersion !== null && (
                  <MakeShortsDialog videoId={binding.videoId} unsavedEdits={binding.unsavedEdits} />
                )}
                <SaveToVideoButton
                  videoId={binding.videoId}
                  script={text}
                  baseVersion={binding.baseVersion}
                  duration={config.duration}
                  tone={config.tone}
                  language={config.language}
                  dispatch={dispatch}
                />
              </div>
            ) : (
              <SaveToLibraryDialog
                script={text}
                duration={config.duration}
                tone={config.tone}
                language={language}
                packaging={packaging}
              />
            )}
          </CardAction>
        </CardHeader>
        <CardContent className="grid gap-4">
          <EditToolbar
            canUndo={canUndo(editor)}
            canRedo={canRedo(editor)}
            canRestore={text !== editor.original}
            hasText={text.trim().length > 0}
            busy={busy}
            fixingGrammar={grammar.isPending}
            onUndo={undo}
            onRedo={redo}
            onFixGrammar={runGrammarFix}
            onRestore={restoreOriginal}
            restoreControl={
              binding && (
                <RestoreVersionMenu
                  videoId={binding.videoId}
                  canRestoreOriginal={text !== editor.original}
                  disabled={busy}
                  onRestoreOriginal={restoreOriginal}
                  onRestoreText={(saved, number) => {
                    dispatch({ type: "textEdited", text: saved });
                    toast.success(t("Version {number} is in the editor", { number }), {
                      description: t("Save to video to make it the newest version; Undo brings your text back."),
                    });
                  }}
                />
              )
            }
            onCopy={copy}
            text={text}
            output={output}
          />
          <Label htmlFor="script-editor" className="sr-only">
            {t("Script")}
          </Label>
          <Textarea
            id="script-editor"
            ref={textarea}
            // Right-to-left scripts (Arabic, Hebrew, Urdu) read so by their first letter (decision 039).
            dir="auto"
            value={text}
            readOnly={busy}
            aria-busy={busy}
            onChange={(event) => dispatch({ type: "textTyped", text: event.target.value })}
            onSelect={readSelection}
            onKeyUp={readSelection}
            onMouseUp={readSelection}
            spellCheck
            className="max-h-[70vh] min-h-[24rem] overflow-y-auto text-[15px] leading-relaxed md:text-sm"
          />
        </CardContent>
      </Card>
      {packagePanel ? (
        <Tabs value={sideTab} onValueChange={setSideTab} className="min-w-0 gap-3 lg:self-start">
          <TabsList className="w-full">
            <TabsTrigger value="rewrite">{t("Rewrite")}</TabsTrigger>
            <TabsTrigger value="package">{t("Package")}</TabsTrigger>
          </TabsList>
          <TabsContent value="rewrite">{rewritePanel}</TabsContent>
          {/* Kept mounted while hidden: the panel's unsaved edits survive a look at Rewrite. */}
          <TabsContent value="package" forceMount className="data-[state=inactive]:hidden">
            {packagePanel}
          </TabsContent>
        </Tabs>
      ) : (
        rewritePanel
      )}
    </div>
  );
}
