import type { TitlePatterns } from "../../../../shared/schemas/ideas.ts";

const percent = (share: number) => `${Math.round(share * 100)}%`;
const words = (n: number) => n.toFixed(1);

/** What the shown outliers' titles have in common, against the niche's typical titles (no model involved). */
export function TitlePatternsPanel({ patterns }: { patterns: TitlePatterns }) {
  if (patterns.outlierCount === 0) return null;
  return (
    <section
      aria-labelledby="title-patterns-heading"
      data-testid="title-patterns"
      className="grid gap-3 rounded-xl border p-4"
    >
      <h2 id="title-patterns-heading" className="font-semibold">
        Title patterns
      </h2>
      <p className="text-muted-foreground text-sm">
        {patterns.outlierCount} outlier {patterns.outlierCount === 1 ? "title" : "titles"} against{" "}
        {patterns.typicalCount} typical ones under the same filters.
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Average length</dt>
          <dd>
            {words(patterns.averageWords.outliers)} words (typical {words(patterns.averageWords.typical)})
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">With a number</dt>
          <dd>
            {percent(patterns.withNumbers.outliers)} (typical {percent(patterns.withNumbers.typical)})
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Asking a question</dt>
          <dd>
            {percent(patterns.questions.outliers)} (typical {percent(patterns.questions.typical)})
          </dd>
        </div>
      </dl>
      {patterns.terms.length > 0 ? (
        <ul aria-label="Frequent words and phrases" className="flex flex-wrap gap-2">
          {patterns.terms.map((term) => (
            <li key={term.text} data-testid="title-term" className="rounded-full bg-muted px-3 py-1 text-sm">
              {term.text}{" "}
              <span className="text-muted-foreground">
                {percent(term.outliers)} vs {percent(term.typical)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">No word recurs across these outliers' titles yet.</p>
      )}
    </section>
  );
}
