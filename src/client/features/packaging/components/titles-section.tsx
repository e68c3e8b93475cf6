import { Check, Plus, Trash2, Type } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { keywordPosition } from "../../../../shared/packaging-rules.ts";
import { PACKAGING_LIMITS, type PackagingContent, YOUTUBE_LIMITS } from "../../../../shared/schemas/packaging.ts";
import { CharCounter, CopyButton } from "./copy-button.tsx";
import { SectionHeader } from "./section-header.tsx";

interface TitlesSectionProps {
  content: PackagingContent;
  keyword: string;
  onChange: (change: Pick<PackagingContent, "titles" | "chosenTitle">) => void;
  onRegenerate: () => void;
  regenerating: boolean;
  busy: boolean;
  /** Makes the picked title the video's title (bound to a video only). */
  applyTitle?: { current: string; onApply: (title: string) => void; applying: boolean };
}

/** issue 12 §2: title candidates with their length, search cut-off and keyword; pick, edit, add. */
export function TitlesSection({
  content,
  keyword,
  onChange,
  onRegenerate,
  regenerating,
  busy,
  applyTitle,
}: TitlesSectionProps) {
  const { t } = useTranslation("packaging");
  const id = useId();
  const [draft, setDraft] = useState("");
  const { titles, chosenTitle } = content;

  const edit = (index: number, value: string) => {
    const next = titles.map((t, i) => (i === index ? value : t));
    onChange({ titles: next, chosenTitle: titles[index] === chosenTitle ? value : chosenTitle });
  };
  const remove = (index: number) =>
    onChange({
      titles: titles.filter((_, i) => i !== index),
      chosenTitle: titles[index] === chosenTitle ? null : chosenTitle,
    });
  const add = (event: FormEvent) => {
    event.preventDefault();
    const title = draft.trim();
    if (!title || titles.length >= PACKAGING_LIMITS.titlesKept) return;
    onChange({ titles: [...titles, title], chosenTitle: chosenTitle ?? title });
    setDraft("");
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <SectionHeader
        id={`${id}-heading`}
        title={t("Titles")}
        regenerateLabel={t("Regenerate titles")}
        onRegenerate={onRegenerate}
        regenerating={regenerating}
        busy={busy}
        actions={<CopyButton text={chosenTitle ?? ""} what={{ kind: "chosen title" }} />}
      />
      {titles.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("No titles yet: generate them or add your own.")}</p>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t("Pick a title")}</legend>
          {titles.map((title, index) => {
            const at = keywordPosition(title, keyword);
            const picked = title === chosenTitle;
            return (
              <div
                key={index}
                className={`grid gap-1.5 rounded-lg border p-2.5 ${picked ? "border-primary bg-primary/5" : ""}`}
              >
                <div className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-title`}
                    id={`${id}-pick-${index}`}
                    checked={picked}
                    onChange={() => onChange({ titles, chosenTitle: title })}
                    className="size-4 accent-primary"
                    aria-label={t("Pick title {n}", { n: index + 1 })}
                  />
                  <Label htmlFor={`${id}-title-${index}`} className="sr-only">
                    {t("Title {n}", { n: index + 1 })}
                  </Label>
                  <Textarea
                    id={`${id}-title-${index}`}
                    value={title}
                    rows={1}
                    onChange={(event) => edit(index, event.target.value.replace(/\n/g, " "))}
                    onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
                    aria-invalid={title.length > YOUTUBE_LIMITS.title || !title.trim()}
                    aria-describedby={`${id}-facts-${index}`}
                    className="min-h-8 resize-none py-1.5 text-sm md:text-sm"
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0"
                    onClick={() => remove(index)}
                    aria-label={t("Remove title {n}", { n: index + 1 })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                <p
                  id={`${id}-facts-${index}`}
                  className="flex flex-wrap gap-x-3 gap-y-0.5 pl-6 text-muted-foreground text-xs"
                >
                  <CharCounter count={title.length} max={YOUTUBE_LIMITS.title} unit="characters" />
                  <span>
                    {title.length <= YOUTUBE_LIMITS.titleVisible
                      ? t("All visible in search")
                      : t("Search shows about the first {n}", { n: YOUTUBE_LIMITS.titleVisible })}
                  </span>
                  {keyword.trim() && (
                    <span className={at < 0 ? "text-amber-700 dark:text-amber-400" : ""}>
                      {at < 0
                        ? t('No "{keyword}"', { keyword })
                        : at < YOUTUBE_LIMITS.titleVisible
                          ? t('"{keyword}" at character {position}', { keyword, position: at + 1 })
                          : t('"{keyword}" at character {position}, past the search cut-off', {
                              keyword,
                              position: at + 1,
                            })}
                    </span>
                  )}
                  {picked && <span className="font-medium text-primary">{t("Chosen")}</span>}
                </p>
              </div>
            );
          })}
        </fieldset>
      )}
      {applyTitle && chosenTitle && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={
              busy ||
              applyTitle.applying ||
              chosenTitle.trim() === applyTitle.current ||
              chosenTitle.length > YOUTUBE_LIMITS.title
            }
            onClick={() => applyTitle.onApply(chosenTitle.trim())}
          >
            {applyTitle.applying ? <Spinner aria-hidden="true" role="presentation" /> : <Type aria-hidden="true" />}
            {t("Use as video title")}
          </Button>
          {chosenTitle.trim() === applyTitle.current && (
            <span className="flex items-center gap-1 text-muted-foreground text-xs">
              <Check className="size-3.5" aria-hidden="true" /> {t("This is the video's title")}
            </span>
          )}
        </div>
      )}
      <form onSubmit={add} className="flex gap-2">
        <Label htmlFor={`${id}-new`} className="sr-only">
          {t("Add your own title")}
        </Label>
        <Input
          id={`${id}-new`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t("Add your own title")}
          maxLength={YOUTUBE_LIMITS.title}
          className="h-8"
        />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          disabled={!draft.trim() || titles.length >= PACKAGING_LIMITS.titlesKept}
        >
          <Plus aria-hidden="true" />
          {t("Add")}
        </Button>
      </form>
    </section>
  );
}
