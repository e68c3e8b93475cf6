import { Languages, Plus, Sparkles, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { activeLanguage } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.ts";
import { LISTED_LANGUAGES, languageName, languageLabel as sharedLanguageLabel } from "../../../../shared/languages.ts";
import { localizedDescription, translationProblems } from "../../../../shared/packaging-rules.ts";
import {
  type PackagingContent,
  type PackagingTranslation,
  YOUTUBE_LIMITS,
} from "../../../../shared/schemas/packaging.ts";
import { useTranslatePackaging } from "../api/translate-packaging.ts";
import { useRuleText } from "../lib/rule-text.ts";
import { CharCounter } from "./copy-button.tsx";

const languageLabel = (tag: string) => sharedLanguageLabel(tag, activeLanguage());

const withCurrent = (tags: readonly string[], current: string | null) =>
  current && !tags.includes(current) ? [current, ...tags] : [...tags];

interface TranslationsSectionProps {
  content: PackagingContent;
  onChange: (change: Partial<Pick<PackagingContent, "defaultLanguage" | "translations">>) => void;
  busy: boolean;
}

/**
 * The package's own language and its translations (YouTube's defaultLanguage and localizations): each a
 * title and a description whose chapter lines keep the package's times, only their names translated.
 * Drafted by the model ("Translate") or typed by hand, and checked as YouTube would check them.
 */
export function TranslationsSection({ content, onChange, busy }: TranslationsSectionProps) {
  const { t } = useTranslation("packaging");
  const id = useId();
  const translate = useTranslatePackaging();
  const taken = new Set([content.defaultLanguage, ...content.translations.map((t) => t.language)]);
  const available = LISTED_LANGUAGES.filter((tag) => !taken.has(tag));
  const [target, setTarget] = useState<string>("");
  const chosenTarget = available.includes(target as (typeof LISTED_LANGUAGES)[number]) ? target : "";
  const canAdd = chosenTarget !== "" && content.defaultLanguage !== null;

  const setTranslation = (index: number, change: Partial<PackagingTranslation>) =>
    onChange({
      translations: content.translations.map((t, i) => (i === index ? { ...t, ...change, source: "member" } : t)),
    });
  const remove = (index: number) => onChange({ translations: content.translations.filter((_, i) => i !== index) });

  const addByHand = () => {
    if (!canAdd) return;
    onChange({
      translations: [
        ...content.translations,
        { language: chosenTarget, title: "", description: "", chapterTitles: [], source: "member" },
      ],
    });
    setTarget("");
  };

  const runTranslate = async () => {
    if (!canAdd) return;
    try {
      const answer = await translate.mutateAsync({ content, languages: [chosenTarget] });
      const fresh = new Set(answer.translations.map((t) => t.language));
      onChange({
        translations: [...content.translations.filter((t) => !fresh.has(t.language)), ...answer.translations],
      });
      setTarget("");
      toast.success(t("Translated into {name}", { name: languageName(chosenTarget, activeLanguage()) }), {
        description: t("A draft by the AI model: read it before you save and apply it."),
      });
    } catch (error) {
      showFailure(t("Translation failed"), error);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div className="grid gap-1">
        <h3 id={`${id}-heading`} className="flex items-center gap-2 font-semibold text-base">
          <Languages className="size-4" aria-hidden="true" />
          {t("Languages and translations")}
        </h3>
        <p className="text-muted-foreground text-sm">
          {t(
            "YouTube shows viewers the title and description in their language. Chapters keep their times; only their names are translated.",
          )}
        </p>
      </div>
      <div className="grid gap-1.5 sm:max-w-sm">
        <Label htmlFor={`${id}-language`}>{t("Written in")}</Label>
        <NativeSelect
          id={`${id}-language`}
          value={content.defaultLanguage ?? ""}
          onChange={(event) => onChange({ defaultLanguage: event.target.value || null })}
          aria-describedby={`${id}-language-help`}
        >
          <option value="">{t("Not set")}</option>
          {withCurrent(LISTED_LANGUAGES, content.defaultLanguage).map((tag) => (
            <option key={tag} value={tag} disabled={content.translations.some((t) => t.language === tag)}>
              {languageLabel(tag)}
            </option>
          ))}
        </NativeSelect>
        <span id={`${id}-language-help`} className="text-muted-foreground text-xs">
          {t(
            "The language of the title and description above (YouTube's default language; it needs it for translations).",
          )}
        </span>
      </div>

      {content.translations.map((translation, index) => (
        <TranslationFields
          key={translation.language}
          content={content}
          translation={translation}
          onChange={(change) => setTranslation(index, change)}
          onRemove={() => remove(index)}
        />
      ))}

      <div className="grid gap-2 rounded-lg border border-dashed p-3">
        <Label htmlFor={`${id}-target`}>{t("Add a translation into")}</Label>
        <div className="flex flex-wrap items-center gap-2">
          <NativeSelect
            id={`${id}-target`}
            value={chosenTarget}
            onChange={(event) => setTarget(event.target.value)}
            className="sm:max-w-xs"
            disabled={content.defaultLanguage === null}
            aria-describedby={`${id}-target-help`}
          >
            <option value="">{t("Choose a language")}</option>
            {available.map((tag) => (
              <option key={tag} value={tag}>
                {languageLabel(tag)}
              </option>
            ))}
          </NativeSelect>
          <Button type="button" size="sm" onClick={runTranslate} disabled={!canAdd || busy || translate.isPending}>
            {translate.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <Sparkles aria-hidden="true" />}
            {t("Translate")}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={addByHand}
            disabled={!canAdd || busy || translate.isPending}
          >
            <Plus aria-hidden="true" />
            {t("Type it myself")}
          </Button>
        </div>
        <span id={`${id}-target-help`} className="text-muted-foreground text-xs">
          {content.defaultLanguage === null
            ? t("Choose the language the package is written in first.")
            : t("Translate drafts the title, description and chapter names with the AI model; or type them yourself.")}
        </span>
      </div>
    </section>
  );
}

function TranslationFields({
  content,
  translation,
  onChange,
  onRemove,
}: {
  content: PackagingContent;
  translation: PackagingTranslation;
  onChange: (change: Partial<PackagingTranslation>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("packaging");
  const ruleText = useRuleText();
  const id = useId();
  const name = languageName(translation.language, activeLanguage());
  const full = localizedDescription(content, translation);
  const problems = translationProblems(content, translation).map(ruleText);
  const emptyTitle = translation.title.trim() === "";
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3" data-language={translation.language}>
      <legend className="px-1 font-medium text-sm">{languageLabel(translation.language)}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-muted-foreground text-xs">
          {translation.source === "model" ? t("Drafted by the AI model") : t("Written by a member")}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t("Remove the {name} translation", { name })}
        >
          <Trash2 aria-hidden="true" />
          {t("Remove")}
        </Button>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>{t("Title ({name})", { name })}</Label>
        <Input
          id={`${id}-title`}
          dir="auto"
          lang={translation.language}
          value={translation.title}
          onChange={(event) => onChange({ title: event.target.value })}
          aria-invalid={emptyTitle || translation.title.length > YOUTUBE_LIMITS.title}
          aria-describedby={`${id}-title-count`}
        />
        <CharCounter id={`${id}-title-count`} count={translation.title.length} max={YOUTUBE_LIMITS.title} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-description`}>{t("Description ({name})", { name })}</Label>
        <Textarea
          id={`${id}-description`}
          dir="auto"
          lang={translation.language}
          value={translation.description}
          onChange={(event) => onChange({ description: event.target.value })}
          aria-describedby={`${id}-description-count`}
          className="min-h-28 text-sm"
        />
        <CharCounter
          id={`${id}-description-count`}
          count={full.length}
          max={YOUTUBE_LIMITS.description}
          unit="with chapters and hashtags"
        />
      </div>
      {content.chapters.length > 0 && (
        <div className="grid gap-2">
          <span className="font-medium text-sm">{t("Chapter names ({name})", { name })}</span>
          <ol className="grid gap-2">
            {content.chapters.map((chapter, i) => (
              <li key={`${chapter.seconds}-${chapter.title}`} className="grid gap-1">
                <Label htmlFor={`${id}-chapter-${i}`} className="text-muted-foreground text-xs">
                  {t("Chapter {n} name ({name}), at the package's time: {title}", {
                    n: i + 1,
                    name,
                    title: chapter.title,
                  })}
                </Label>
                <Input
                  id={`${id}-chapter-${i}`}
                  dir="auto"
                  lang={translation.language}
                  className="h-8"
                  value={translation.chapterTitles[i] ?? ""}
                  placeholder={chapter.title}
                  onChange={(event) => {
                    const names = content.chapters.map((_, j) => translation.chapterTitles[j] ?? "");
                    names[i] = event.target.value;
                    onChange({ chapterTitles: names });
                  }}
                />
              </li>
            ))}
          </ol>
        </div>
      )}
      {(emptyTitle || problems.length > 0) && (
        <ul className="grid gap-1 text-destructive text-sm">
          {emptyTitle && <li>{t("The {name} title can't be empty.", { name })}</li>}
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
