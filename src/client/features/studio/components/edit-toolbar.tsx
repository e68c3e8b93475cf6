import { Copy, History, Redo2, SpellCheck, Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip.tsx";
import { ScriptOutputActions } from "@/script-output/script-output-actions.tsx";

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? "⌘" : "Ctrl+";

interface EditToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  canRestore: boolean;
  hasText: boolean;
  busy: boolean;
  fixingGrammar: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onFixGrammar: () => void;
  onRestore: () => void;
  onCopy: () => void;
  text: string;
  /** The file name's title and the teleprompter's rate, when known. */
  output?: { title?: string; wordsPerMinute?: number; language?: string };
  /** Replaces the plain restore button (the bound editor's menu of saved versions too, issue 10). */
  restoreControl?: ReactNode;
}

/** The edit step's tools on the whole script (spec §2), with working Undo and Redo (issue 5). */
export function EditToolbar(props: EditToolbarProps) {
  const { t } = useTranslation("studio");
  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t("Script tools")}>
      <div className="flex gap-1">
        <IconTool
          label={t("Undo")}
          keys="Control+Z Meta+Z"
          shortcut={`${MOD}Z`}
          disabled={!props.canUndo || props.busy}
          onClick={props.onUndo}
        >
          <Undo2 aria-hidden="true" />
        </IconTool>
        <IconTool
          label={t("Redo")}
          keys="Control+Shift+Z Meta+Shift+Z"
          shortcut={`${MOD}${isMac ? "⇧Z" : "Shift+Z"}`}
          disabled={!props.canRedo || props.busy}
          onClick={props.onRedo}
        >
          <Redo2 aria-hidden="true" />
        </IconTool>
      </div>
      <Button variant="outline" size="sm" onClick={props.onFixGrammar} disabled={props.busy || !props.hasText}>
        {props.fixingGrammar ? <Spinner aria-hidden="true" role="presentation" /> : <SpellCheck aria-hidden="true" />}
        {props.fixingGrammar ? t("Fixing...") : t("Fix Grammar")}
      </Button>
      {props.restoreControl ?? (
        <Button variant="outline" size="sm" onClick={props.onRestore} disabled={props.busy || !props.canRestore}>
          <History aria-hidden="true" />
          {t("Restore a previous version")}
        </Button>
      )}
      <div className="flex gap-2 sm:ml-auto">
        <Button variant="outline" size="sm" onClick={props.onCopy} disabled={!props.hasText}>
          <Copy aria-hidden="true" />
          {t("Copy")}
        </Button>
        <ScriptOutputActions
          text={props.text}
          title={props.output?.title}
          wordsPerMinute={props.output?.wordsPerMinute}
          language={props.output?.language}
        />
      </div>
    </div>
  );
}

function IconTool(props: {
  label: string;
  /** aria-keyshortcuts: the keys themselves, not their name in the interface's language. */
  keys: string;
  shortcut: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A disabled button gets no pointer events; the span keeps the tooltip. */}
        <span className="inline-flex">
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={props.label}
            aria-keyshortcuts={props.keys}
            disabled={props.disabled}
            onClick={props.onClick}
          >
            {props.children}
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent>
        {props.label} ({props.shortcut})
      </TooltipContent>
    </Tooltip>
  );
}
