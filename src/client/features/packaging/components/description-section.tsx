import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { fullDescription } from "../../../../shared/packaging-rules.ts";
import { type PackagingContent, YOUTUBE_LIMITS } from "../../../../shared/schemas/packaging.ts";
import { ChaptersList } from "./chapters-list.tsx";
import { CharCounter, CopyButton } from "./copy-button.tsx";
import { SectionHeader } from "./section-header.tsx";

const hashtagsText = (hashtags: string[]) => hashtags.map((h) => `#${h}`).join(" ");
const parseHashtags = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((h) => h.replace(/^#+/, ""))
    .filter(Boolean);

interface DescriptionSectionProps {
  content: PackagingContent;
  chaptersNote: string | null;
  totalSeconds?: number;
  onChange: (change: Partial<Pick<PackagingContent, "description" | "chapters" | "hashtags">>) => void;
  onRegenerate: () => void;
  regenerating: boolean;
  busy: boolean;
}

/** issue 12 §3: hook, summary and links lines, the chapters, up to three hashtags; counted as pasted. */
export function DescriptionSection({
  content,
  chaptersNote,
  totalSeconds,
  onChange,
  onRegenerate,
  regenerating,
  busy,
}: DescriptionSectionProps) {
  const { t } = useTranslation("packaging");
  const id = useId();
  const full = fullDescription(content);
  const hashtagProblem =
    content.hashtags.length > YOUTUBE_LIMITS.hashtags
      ? t("At most {n} hashtags (YouTube shows three)", { n: YOUTUBE_LIMITS.hashtags })
      : content.hashtags.some((h) => !/^[\p{L}\p{N}_]+$/u.test(h))
        ? t("A hashtag is one word of letters, digits or _")
        : null;
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <SectionHeader
        id={`${id}-heading`}
        title={t("Description")}
        regenerateLabel={t("Regenerate description")}
        onRegenerate={onRegenerate}
        regenerating={regenerating}
        busy={busy}
        actions={<CopyButton text={full} what={{ kind: "description" }} />}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-text`}>{t("Hook, summary and links")}</Label>
        <Textarea
          id={`${id}-text`}
          value={content.description}
          onChange={(event) => onChange({ description: event.target.value })}
          aria-describedby={`${id}-count`}
          className="min-h-40 text-sm"
        />
        <CharCounter
          id={`${id}-count`}
          count={full.length}
          max={YOUTUBE_LIMITS.description}
          unit="with chapters and hashtags"
        />
      </div>
      <ChaptersList
        chapters={content.chapters}
        totalSeconds={totalSeconds}
        note={chaptersNote}
        onChange={(chapters) => onChange({ chapters })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-hashtags`}>{t("Hashtags (up to three)")}</Label>
        <Input
          id={`${id}-hashtags`}
          defaultValue={hashtagsText(content.hashtags)}
          key={content.hashtags.join(" ")}
          onBlur={(event) => onChange({ hashtags: parseHashtags(event.target.value) })}
          aria-invalid={hashtagProblem !== null}
          aria-describedby={`${id}-hashtags-help`}
          className="h-8"
        />
        <span
          id={`${id}-hashtags-help`}
          className={hashtagProblem ? "text-destructive text-xs" : "text-muted-foreground text-xs"}
        >
          {hashtagProblem ?? t("Written at the end of the description, e.g. #sleep #health")}
        </span>
      </div>
    </section>
  );
}
