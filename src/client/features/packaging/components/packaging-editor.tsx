import { Info, PackageOpen, Sparkles } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Separator } from "@/components/ui/separator.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { countLength, secondsAt, speakingRate } from "../../../../shared/length.ts";
import { copyAllText } from "../../../../shared/packaging-rules.ts";
import type { PackagingContent, PackagingField } from "../../../../shared/schemas/packaging.ts";
import { useGeneratePackaging } from "../api/generate-packaging.ts";
import { EMPTY_PACKAGING, hasContent, mergeGenerated } from "../lib/packaging-merge.ts";
import { CopyButton } from "./copy-button.tsx";
import { DescriptionSection } from "./description-section.tsx";
import { TagsSection } from "./tags-section.tsx";
import { ThumbnailSection } from "./thumbnail-section.tsx";
import { TitlesSection } from "./titles-section.tsx";
import { TranslationsSection } from "./translations-section.tsx";

/** What a package is written from: the script, and what the studio or the video knows about it. */
export interface PackagingBrief {
  script: string;
  topic: string;
  keywords: string[];
  channelId?: string;
  research?: string;
  /** The script's language, when the studio knows it (else the package's own language, else English). */
  language?: string;
}

export interface PackagingEditorProps {
  /** The package being edited; null before anything was generated or added. */
  content: PackagingContent | null;
  onChange: (content: PackagingContent) => void;
  brief: PackagingBrief;
  wordsPerMinute: number;
  applyTitle?: { current: string; onApply: (title: string) => void; applying: boolean };
  /** Shown under the editor (the bound editor's Save and history). */
  footer?: ReactNode;
  disabled?: boolean;
}

type Field = PackagingField | "all";

/** What regenerating a field says: the question first, the toast after (whole sentences, decision 040). */
function useRegenerateSentences() {
  const { t } = useTranslation("packaging");
  return {
    question: (field: Field) => {
      switch (field) {
        case "all":
          return t("Regenerate the whole package?");
        case "titles":
          return t("Regenerate the titles?");
        case "description":
          return t("Regenerate the description and chapters?");
        case "tags":
          return t("Regenerate the tags?");
        case "thumbnailTexts":
          return t("Regenerate the thumbnail text?");
      }
    },
    done: (field: Field) => {
      switch (field) {
        case "all":
          return t("Package generated");
        case "titles":
          return t("Regenerated the titles");
        case "description":
          return t("Regenerated the description and chapters");
        case "tags":
          return t("Regenerated the tags");
        case "thumbnailTexts":
          return t("Regenerated the thumbnail text");
      }
    },
  };
}

/** issue 12: titles, description with chapters, tags and thumbnail text; each editable, copyable, regenerable. */
export function PackagingEditor({
  content,
  onChange,
  brief,
  wordsPerMinute,
  applyTitle,
  footer,
  disabled,
}: PackagingEditorProps) {
  const { t } = useTranslation("packaging");
  const sentences = useRegenerateSentences();
  const generate = useGeneratePackaging();
  const [asking, setAsking] = useState<PackagingField | "all" | null>(null);
  const [chaptersNote, setChaptersNote] = useState<string | null>(null);
  const value = content ?? EMPTY_PACKAGING;
  const busy = generate.isPending || Boolean(disabled);
  const running = generate.isPending ? generate.variables.field : null;
  const hasScript = brief.script.trim().length > 0;
  const language = brief.language ?? value.defaultLanguage ?? undefined;
  // Timed as the chapters are: in the script language's unit, at the channel's pace.
  const totalSeconds = secondsAt(countLength(brief.script, language), speakingRate(language, wordsPerMinute));
  const generated = content !== null && hasContent(value, "all");

  const run = async (field: PackagingField | "all") => {
    setAsking(null);
    if (!hasScript) {
      toast.error(t("There is no script to package"), { description: t("Write or generate the script first.") });
      return;
    }
    try {
      const answer = await generate.mutateAsync({ field, ...brief, language });
      onChange(mergeGenerated(value, answer, field));
      if (field === "all" || field === "description") setChaptersNote(answer.chaptersNote);
      toast.success(sentences.done(field), {
        description:
          answer.source === "offline"
            ? t("Written from the offline writer's templates: edit before you publish.")
            : undefined,
      });
    } catch (error) {
      showFailure(t("Packaging failed"), error);
    }
  };
  const ask = (field: PackagingField | "all") => (hasContent(value, field) ? setAsking(field) : void run(field));
  const change = (part: Partial<PackagingContent>) => onChange({ ...value, ...part });

  return (
    <div className="@container grid gap-5" aria-busy={generate.isPending}>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" onClick={() => ask("all")} disabled={busy || !hasScript}>
          {running === "all" ? <Spinner aria-hidden="true" role="presentation" /> : <Sparkles aria-hidden="true" />}
          {generated ? t("Regenerate package") : t("Generate package")}
        </Button>
        <CopyButton
          text={generated ? copyAllText(value) : ""}
          what={{ kind: "all" }}
          label={t("Copy all for YouTube")}
        />
        {generated && value.source === "offline" && (
          <Badge
            variant="outline"
            className="gap-1"
            title={t("Written from templates by the built-in offline writer, not an AI model")}
          >
            <Info className="size-3" aria-hidden="true" />
            {t("Offline writer templates")}
          </Badge>
        )}
      </div>
      {!hasScript && (
        <p className="text-muted-foreground text-sm">
          {t("Packaging is written from the script: this video has no script yet.")}
        </p>
      )}
      {generated && value.source === "offline" && (
        <p className="text-muted-foreground text-xs">
          {t(
            "The offline writer filled these from templates with the script's section names and keywords; no AI model wrote them.",
          )}
        </p>
      )}
      {content === null && hasScript ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
          <PackageOpen className="size-6" aria-hidden="true" />
          {t("Generate titles, a description with chapters, tags and thumbnail text from the script.")}
        </div>
      ) : (
        <div className="grid gap-5 @3xl:grid-cols-2">
          <div className="grid content-start gap-5">
            <TitlesSection
              content={value}
              keyword={brief.keywords[0] ?? ""}
              onChange={change}
              onRegenerate={() => ask("titles")}
              regenerating={running === "titles"}
              busy={busy || !hasScript}
              applyTitle={applyTitle}
            />
            <Separator />
            <ThumbnailSection
              ideas={value.thumbnailTexts}
              onChange={(thumbnailTexts) => change({ thumbnailTexts })}
              onRegenerate={() => ask("thumbnailTexts")}
              regenerating={running === "thumbnailTexts"}
              busy={busy || !hasScript}
              language={value.defaultLanguage ?? language}
            />
          </div>
          <div className="grid content-start gap-5">
            <Separator className="@3xl:hidden" />
            <DescriptionSection
              content={value}
              chaptersNote={chaptersNote}
              totalSeconds={totalSeconds}
              onChange={change}
              onRegenerate={() => ask("description")}
              regenerating={running === "description"}
              busy={busy || !hasScript}
            />
            <Separator />
            <TagsSection
              tags={value.tags}
              onChange={(tags) => change({ tags })}
              onRegenerate={() => ask("tags")}
              regenerating={running === "tags"}
              busy={busy || !hasScript}
            />
          </div>
          <div className="grid gap-5 @3xl:col-span-2">
            <Separator />
            <TranslationsSection content={value} onChange={change} busy={busy} />
          </div>
        </div>
      )}
      {footer}
      <AlertDialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{asking ? sentences.question(asking) : ""}</AlertDialogTitle>
            <AlertDialogDescription>
              {asking === "all"
                ? t(
                    "Every field is written again and your edits to them are replaced. A title you picked stays in the list.",
                  )
                : t(
                    "This field is written again and your edits to it are replaced; the rest of the package stays as it is.",
                  )}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("Cancel")}</AlertDialogCancel>
            <AlertDialogAction onClick={() => asking && run(asking)}>{t("Regenerate")}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
