import { Button } from "@/components/ui/button.tsx";
import { VersionConflictDialog } from "@/components/version-conflict-dialog.tsx";
import { formatTimestamp } from "../../../../shared/packaging-rules.ts";
import type { PackagingContent, PackagingVersion } from "../../../../shared/schemas/packaging.ts";

/** The fields a member edits (`source` only says who wrote them). */
type EditedField = Exclude<keyof PackagingContent, "source">;

const FIELDS: Array<[EditedField, string]> = [
  ["titles", "titles"],
  ["chosenTitle", "chosen title"],
  ["description", "description"],
  ["chapters", "chapters"],
  ["hashtags", "hashtags"],
  ["tags", "tags"],
  ["thumbnailTexts", "thumbnail text"],
  ["defaultLanguage", "language"],
  ["translations", "translations"],
];

/** The fields two packages differ in, in words. */
export function differingFields(a: PackagingContent, b: PackagingContent): string[] {
  return differing(a, b).map(([, name]) => name);
}

const differing = (a: PackagingContent, b: PackagingContent) =>
  FIELDS.filter(([key]) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));

/** A field of a package as text, the way the editor shows it. */
function fieldText(content: PackagingContent, key: EditedField): string {
  switch (key) {
    case "titles":
      return content.titles.join("\n");
    case "chosenTitle":
      return content.chosenTitle ?? "(none)";
    case "description":
      return content.description;
    case "chapters":
      return content.chapters.map((chapter) => `${formatTimestamp(chapter.seconds)} ${chapter.title}`).join("\n");
    case "hashtags":
      return content.hashtags.map((tag) => `#${tag}`).join(" ");
    case "tags":
      return content.tags.join(", ");
    case "thumbnailTexts":
      return content.thumbnailTexts.map((thumbnail) => thumbnail.text).join("\n");
    case "defaultLanguage":
      return content.defaultLanguage ?? "(not set)";
    case "translations":
      return content.translations.map((t) => `${t.language}: ${t.title}`).join("\n");
  }
}

/** A save from a stale version (409): say who saved what, then load theirs or save mine on top. */
export function PackagingConflictDialog({
  message,
  latest,
  mine,
  saving,
  onLoadTheirs,
  onSaveMine,
  onClose,
}: {
  message: string;
  latest: PackagingVersion | null;
  mine: PackagingContent;
  saving: boolean;
  onLoadTheirs: () => void;
  onSaveMine: () => void;
  onClose: () => void;
}) {
  const differs = latest ? differing(latest.content, mine) : [];
  return (
    <VersionConflictDialog
      title="Someone saved this packaging meanwhile"
      message={
        <>
          {message}.{" "}
          {differs.length > 0
            ? `Theirs differs from yours in: ${differs.map(([, name]) => name).join(", ")}.`
            : "Theirs is the same as yours."}
        </>
      }
      otherAction={
        <Button variant="outline" onClick={onLoadTheirs} disabled={saving || !latest}>
          Load theirs
        </Button>
      }
      saveLabel="Save mine on top"
      saving={saving}
      canSave
      onSaveMine={onSaveMine}
      onClose={onClose}
    >
      {latest && differs.length > 0 && (
        // Their version as the refused save's answer carried it: what "Load theirs" would put in the editor.
        <dl aria-label="Their version" className="grid max-h-64 gap-2 overflow-y-auto text-sm">
          {differs.map(([key, name]) => (
            <div key={key} className="grid gap-0.5">
              <dt className="font-medium">Their {name}</dt>
              <dd className="whitespace-pre-wrap break-words text-muted-foreground">
                {fieldText(latest.content, key) || "(empty)"}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </VersionConflictDialog>
  );
}
