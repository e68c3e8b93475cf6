import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { VersionConflictDialog } from "@/components/version-conflict-dialog.tsx";
import { activeLanguage } from "@/lib/i18n.ts";
import { formatTimestamp } from "../../../../shared/packaging-rules.ts";
import type { PackagingContent, PackagingVersion } from "../../../../shared/schemas/packaging.ts";

/** The fields a member edits (`source` only says who wrote them). */
type EditedField = Exclude<keyof PackagingContent, "source">;

const FIELDS: EditedField[] = [
  "titles",
  "chosenTitle",
  "description",
  "chapters",
  "hashtags",
  "tags",
  "thumbnailTexts",
  "defaultLanguage",
  "translations",
];

const differing = (a: PackagingContent, b: PackagingContent) =>
  FIELDS.filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));

/** Each field's name in a list, and the heading of their value ("Their titles"): whole phrases, decision 040. */
function useFieldNames() {
  const { t } = useTranslation("packaging");
  const name: Record<EditedField, string> = {
    titles: t("titles"),
    chosenTitle: t("chosen title"),
    description: t("description"),
    chapters: t("chapters"),
    hashtags: t("hashtags"),
    tags: t("tags"),
    thumbnailTexts: t("thumbnail text"),
    defaultLanguage: t("language"),
    translations: t("translations"),
  };
  const theirs: Record<EditedField, string> = {
    titles: t("Their titles"),
    chosenTitle: t("Their chosen title"),
    description: t("Their description"),
    chapters: t("Their chapters"),
    hashtags: t("Their hashtags"),
    tags: t("Their tags"),
    thumbnailTexts: t("Their thumbnail text"),
    defaultLanguage: t("Their language"),
    translations: t("Their translations"),
  };
  return { name, theirs };
}

/** "titles, tags" in English as before; other languages join a list their own way ("títulos y etiquetas"). */
const listOf = (names: string[]) =>
  new Intl.ListFormat(activeLanguage(), { type: activeLanguage() === "en" ? "unit" : "conjunction" }).format(names);

/** A field of a package as text, the way the editor shows it. */
function fieldText(content: PackagingContent, key: EditedField, unset: { none: string; notSet: string }): string {
  switch (key) {
    case "titles":
      return content.titles.join("\n");
    case "chosenTitle":
      return content.chosenTitle ?? unset.none;
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
      return content.defaultLanguage ?? unset.notSet;
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
  const { t } = useTranslation("packaging");
  const fieldNames = useFieldNames();
  const differs = latest ? differing(latest.content, mine) : [];
  return (
    <VersionConflictDialog
      title={t("Someone saved this packaging meanwhile")}
      message={
        differs.length > 0
          ? t("{message}. Theirs differs from yours in: {fields}.", {
              message,
              fields: listOf(differs.map((key) => fieldNames.name[key])),
            })
          : t("{message}. Theirs is the same as yours.", { message })
      }
      otherAction={
        <Button variant="outline" onClick={onLoadTheirs} disabled={saving || !latest}>
          {t("Load theirs")}
        </Button>
      }
      saveLabel={t("Save mine on top")}
      saving={saving}
      canSave
      onSaveMine={onSaveMine}
      onClose={onClose}
    >
      {latest && differs.length > 0 && (
        // Their version as the refused save's answer carried it: what "Load theirs" would put in the editor.
        <dl aria-label={t("Their version")} className="grid max-h-64 gap-2 overflow-y-auto text-sm">
          {differs.map((key) => (
            <div key={key} className="grid gap-0.5">
              <dt className="font-medium">{fieldNames.theirs[key]}</dt>
              <dd className="whitespace-pre-wrap break-words text-muted-foreground">
                {fieldText(latest.content, key, { none: t("(none)"), notSet: t("(not set)") }) || t("(empty)")}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </VersionConflictDialog>
  );
}
