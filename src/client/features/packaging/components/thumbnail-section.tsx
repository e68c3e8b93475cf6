import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { lengthUnit } from "../../../../shared/length.ts";
import {
  PACKAGING_LIMITS,
  type ThumbnailText,
  thumbnailTextLength,
  thumbnailTextLimit,
} from "../../../../shared/schemas/packaging.ts";
import { CopyButton } from "./copy-button.tsx";
import { SectionHeader } from "./section-header.tsx";

interface ThumbnailSectionProps {
  ideas: ThumbnailText[];
  onChange: (ideas: ThumbnailText[]) => void;
  onRegenerate: () => void;
  regenerating: boolean;
  busy: boolean;
  /** The package's language: its texts are counted in its unit (words, or characters: decision 038). */
  language?: string;
}

/** issue 12 §5: short thumbnail texts (at most four words), each with the emotion or promise it aims at. */
export function ThumbnailSection({
  ideas,
  onChange,
  onRegenerate,
  regenerating,
  busy,
  language,
}: ThumbnailSectionProps) {
  const { t } = useTranslation("packaging");
  const id = useId();
  const unit = lengthUnit(language);
  const max = thumbnailTextLimit(language);
  const set = (index: number, change: Partial<ThumbnailText>) =>
    onChange(ideas.map((idea, i) => (i === index ? { ...idea, ...change } : idea)));
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <SectionHeader
        id={`${id}-heading`}
        title={t("Thumbnail text")}
        regenerateLabel={t("Regenerate thumbnail text")}
        onRegenerate={onRegenerate}
        regenerating={regenerating}
        busy={busy}
      />
      {ideas.length === 0 && <p className="text-muted-foreground text-sm">{t("No thumbnail text yet.")}</p>}
      <ul className="grid gap-2">
        {ideas.map((idea, index) => {
          const length = thumbnailTextLength(idea.text, language);
          return (
            <li key={index} className="grid gap-1.5 rounded-lg border p-2.5">
              <div className="flex items-center gap-2">
                <Label htmlFor={`${id}-text-${index}`} className="sr-only">
                  {t("Thumbnail text {n}", { n: index + 1 })}
                </Label>
                <Input
                  id={`${id}-text-${index}`}
                  value={idea.text}
                  onChange={(event) => set(index, { text: event.target.value })}
                  aria-invalid={length === 0 || length > max}
                  aria-describedby={`${id}-words-${index}`}
                  className="h-8 font-semibold uppercase"
                />
                <CopyButton text={idea.text} what={{ kind: "thumbnail text", n: index + 1 }} />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 shrink-0"
                  onClick={() => onChange(ideas.filter((_, i) => i !== index))}
                  aria-label={t("Remove thumbnail text {n}", { n: index + 1 })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <div className="flex items-center gap-2">
                <Label htmlFor={`${id}-aim-${index}`} className="shrink-0 text-muted-foreground text-xs">
                  {t("Aims at")}
                </Label>
                <Input
                  id={`${id}-aim-${index}`}
                  value={idea.aim}
                  maxLength={PACKAGING_LIMITS.aim}
                  onChange={(event) => set(index, { aim: event.target.value })}
                  className="h-7 text-xs"
                />
              </div>
              <span
                id={`${id}-words-${index}`}
                className={length > max ? "text-destructive text-xs" : "text-muted-foreground text-xs"}
              >
                {t("{unit, select, characters {{n} of at most {max} characters} other {{n} of at most {max} words}}", {
                  n: length,
                  max,
                  unit,
                })}
              </span>
            </li>
          );
        })}
      </ul>
      {ideas.length < PACKAGING_LIMITS.thumbnailIdeas * 2 && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => onChange([...ideas, { text: "", aim: "" }])}
        >
          <Plus aria-hidden="true" />
          {t("Add thumbnail text")}
        </Button>
      )}
    </section>
  );
}
