import { Trans, useTranslation } from "react-i18next";
import { formatDateTime, formatRelativeTime } from "@/lib/format-date.ts";
import { lengthUnit } from "../../../../shared/length.ts";
import type { ScriptVersionSummary } from "../../../../shared/schemas/script-versions.ts";
import { toneWords } from "./tone-words.ts";

/** Who saved a version and when (relative, and the absolute date-time), its length (words, or characters), duration and tone. */
export function VersionFacts({ version, language }: { version: ScriptVersionSummary; language: string }) {
  const { t } = useTranslation("video");
  const facts = [
    t(
      "{unit, select, characters {{n, plural, one {# character} other {# characters}}} other {{n, plural, one {# word} other {# words}}}}",
      { n: version.wordCount, unit: lengthUnit(language) },
    ),
    version.duration === null ? null : t("{minutes} min", { minutes: version.duration }),
    version.tone === null ? null : toneWords(version.tone),
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <p className="flex flex-wrap gap-x-2 text-muted-foreground text-sm">
      <span>
        <Trans
          t={t}
          i18nKey="by {author}, <time>{when}</time> <small>({dateTime})</small>"
          values={{
            author: version.author?.name ?? t("a deleted account"),
            when: formatRelativeTime(version.createdAt),
            dateTime: formatDateTime(version.createdAt),
          }}
          components={{
            time: <time dateTime={version.createdAt} title={formatDateTime(version.createdAt)} />,
            small: <span className="text-xs" />,
          }}
        />
      </span>
      {facts.map((fact) => (
        <span key={fact} className="before:mr-2 before:content-['·']">
          {fact}
        </span>
      ))}
    </p>
  );
}
