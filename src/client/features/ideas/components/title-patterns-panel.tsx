import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format-date.ts";
import type { TitlePatterns } from "../../../../shared/schemas/ideas.ts";

const percent = (share: number) => `${Math.round(share * 100)}%`;
const words = (n: number) => formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** What the shown outliers' titles have in common, against the niche's typical titles (no model involved). */
export function TitlePatternsPanel({ patterns }: { patterns: TitlePatterns }) {
  const { t } = useTranslation("ideas");
  if (patterns.outlierCount === 0) return null;
  return (
    <section
      aria-labelledby="title-patterns-heading"
      data-testid="title-patterns"
      className="grid gap-3 rounded-xl border p-4"
    >
      <h2 id="title-patterns-heading" className="font-semibold">
        {t("Title patterns")}
      </h2>
      <p className="text-muted-foreground text-sm">
        {t(
          "{outliers, plural, one {# outlier title} other {# outlier titles}} against {typical} typical ones under the same filters.",
          { outliers: patterns.outlierCount, typical: patterns.typicalCount },
        )}
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t("Average length")}</dt>
          <dd>
            {t("{words} words (typical {typical})", {
              words: words(patterns.averageWords.outliers),
              typical: words(patterns.averageWords.typical),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("With a number")}</dt>
          <dd>
            {t("{share} (typical {typical})", {
              share: percent(patterns.withNumbers.outliers),
              typical: percent(patterns.withNumbers.typical),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("Asking a question")}</dt>
          <dd>
            {t("{share} (typical {typical})", {
              share: percent(patterns.questions.outliers),
              typical: percent(patterns.questions.typical),
            })}
          </dd>
        </div>
      </dl>
      {patterns.terms.length > 0 ? (
        <ul aria-label={t("Frequent words and phrases")} className="flex flex-wrap gap-2">
          {patterns.terms.map((term) => (
            <li key={term.text} data-testid="title-term" className="rounded-full bg-muted px-3 py-1 text-sm">
              {term.text}{" "}
              <span className="text-muted-foreground">
                {t("{share} vs {typical}", { share: percent(term.outliers), typical: percent(term.typical) })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">{t("No word recurs across these outliers' titles yet.")}</p>
      )}
    </section>
  );
}
