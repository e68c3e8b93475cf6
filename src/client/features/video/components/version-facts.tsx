import { formatDateTime, formatRelativeTime } from "@/lib/format-date.ts";
import type { ScriptVersionSummary } from "../../../../shared/schemas/script-versions.ts";

/** Who saved a version and when (relative, and the absolute date-time), its words, duration and tone. */
export function VersionFacts({ version }: { version: ScriptVersionSummary }) {
  const facts = [
    `${version.wordCount.toLocaleString()} ${version.wordCount === 1 ? "word" : "words"}`,
    version.duration === null ? null : `${version.duration} min`,
    version.tone,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <p className="flex flex-wrap gap-x-2 text-muted-foreground text-sm">
      <span>
        by {version.author?.name ?? "a deleted account"},{" "}
        <time dateTime={version.createdAt} title={formatDateTime(version.createdAt)}>
          {formatRelativeTime(version.createdAt)}
        </time>{" "}
        <span className="text-xs">({formatDateTime(version.createdAt)})</span>
      </span>
      {facts.map((fact) => (
        <span key={fact} className="before:mr-2 before:content-['·']">
          {fact}
        </span>
      ))}
    </p>
  );
}
