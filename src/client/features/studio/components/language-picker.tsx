import { ChevronsUpDown } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { cn } from "@/lib/cn.ts";
import { canonicalLanguageTag, LISTED_LANGUAGES, languageEndonym, languageName } from "../../../../shared/languages.ts";

interface LanguageOption {
  tag: string;
  /** The language's own name ("日本語"), as a speaker of it looks for it. */
  endonym: string;
  /** Its name in the interface's language ("Japanese", "Japonés"). */
  name: string;
  /** Whether it is a tag the member typed that the list doesn't hold. */
  typed: boolean;
}

/** Case- and accent-blind text to match against: "espanol" finds "Español". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/**
 * Issue 29: the script's language, from a searchable list of languages by their own names with the
 * interface language's name beside them; any other well-formed BCP 47 tag typed is taken as it is. The
 * ARIA 1.2 combobox pattern (as the notes' mention list): the input keeps the focus and points at the open
 * listbox (aria-controls, aria-activedescendant); ↑/↓ move, Enter picks, Esc closes and restores the
 * language. The app has no combobox primitive (Radix's Select can't filter), so it is built here.
 */
export function LanguagePicker({ value, onChange }: { value: string; onChange: (language: string) => void }) {
  const { t, i18n } = useTranslation("studio");
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // What the member is typing; null while the input shows the chosen language.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const reader = i18n.language;

  const all = useMemo<LanguageOption[]>(
    () =>
      LISTED_LANGUAGES.map((tag) => ({
        tag,
        endonym: languageEndonym(tag),
        name: languageName(tag, reader),
        typed: false,
      })),
    [reader],
  );

  const options = useMemo(() => {
    const typed = (query ?? "").trim();
    if (!typed) return all;
    const wanted = fold(typed);
    const found = all.filter(
      (option) =>
        fold(option.endonym).includes(wanted) ||
        fold(option.name).includes(wanted) ||
        fold(languageName(option.tag)).includes(wanted) ||
        option.tag.toLowerCase().startsWith(wanted),
    );
    const tag = canonicalLanguageTag(typed);
    // A well-formed tag the list doesn't hold ("gsw", "es-MX") is offered as it is, after the matches. A
    // word such as "japan" is well-formed too (a 5–8 letter subtag): offered only when nothing matches it.
    const looksLikeTag = /^[a-z]{2,3}(-|$)/i.test(typed) || found.length === 0;
    if (tag && looksLikeTag && !all.some((option) => option.tag.toLowerCase() === tag.toLowerCase())) {
      found.push({ tag, endonym: languageEndonym(tag), name: languageName(tag, reader), typed: true });
    }
    return found;
  }, [all, query, reader]);

  const activeIndex = Math.min(active, options.length - 1);
  const expanded = open && options.length > 0;

  useEffect(() => {
    if (expanded) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
  });

  const choose = (option: LanguageOption) => {
    onChange(option.tag);
    setQuery(null);
    setOpen(false);
    setAnnouncement(t("{language} chosen", { language: option.endonym }));
  };

  const close = () => {
    setQuery(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(
          Math.max(
            0,
            options.findIndex((option) => option.tag === value),
          ),
        );
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      if (!expanded) return;
      event.preventDefault();
      choose(options[activeIndex]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const endonym = languageEndonym(value);
  const name = languageName(value, reader);
  const shown = query ?? endonym;
  const status = expanded
    ? t("{found, plural, one {# language} other {# languages}} found", { found: options.length })
    : announcement;

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{t("Language")}</Label>
      <div className="relative">
        <Input
          id={inputId}
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
          aria-describedby={hintId}
          className="pr-9"
          value={shown}
          onFocus={(event) => event.currentTarget.select()}
          onClick={() => setOpen(true)}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
            if (announcement) setAnnouncement("");
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <ChevronsUpDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-50"
          aria-hidden="true"
        />
        {/* The listbox is always in the page (aria-controls must point at an element), shown when open. */}
        <div
          id={listId}
          role="listbox"
          aria-label={t("Languages")}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {expanded &&
            options.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works in the input (aria-activedescendant)
              <div
                key={option.tag}
                id={optionId(index)}
                tabIndex={-1}
                role="option"
                aria-selected={option.tag === value}
                // Keeps the focus (and the typed text) in the input until the click picks.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                className={cn(
                  "flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 rounded-sm px-2 py-1.5 text-sm",
                  index === activeIndex && "bg-accent text-accent-foreground",
                )}
              >
                <span lang={option.tag} className="font-medium">
                  {option.endonym}
                </span>{" "}
                <span
                  className={cn("text-xs", index === activeIndex ? "text-accent-foreground" : "text-muted-foreground")}
                >
                  {option.typed
                    ? t("{language} (typed tag {tag})", { language: option.name, tag: option.tag })
                    : option.name}
                </span>
              </div>
            ))}
        </div>
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        {name !== endonym
          ? t("{language}. Type to search, or type a language tag such as pt-BR.", { language: name })
          : t("Type to search, or type a language tag such as pt-BR.")}
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}
