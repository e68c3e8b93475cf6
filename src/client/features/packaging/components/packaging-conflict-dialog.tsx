import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import type { PackagingContent, PackagingVersion } from "../../../../shared/schemas/packaging.ts";

const FIELDS: Array<[keyof PackagingContent, string]> = [
  ["titles", "titles"],
  ["chosenTitle", "chosen title"],
  ["description", "description"],
  ["chapters", "chapters"],
  ["hashtags", "hashtags"],
  ["tags", "tags"],
  ["thumbnailTexts", "thumbnail text"],
];

/** The fields two packages differ in, in words. */
export function differingFields(a: PackagingContent, b: PackagingContent): string[] {
  return FIELDS.filter(([key]) => JSON.stringify(a[key]) !== JSON.stringify(b[key])).map(([, name]) => name);
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
  const differs = latest ? differingFields(latest.content, mine) : [];
  return (
    <AlertDialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Someone saved this packaging meanwhile</AlertDialogTitle>
          <AlertDialogDescription>
            {message}.{" "}
            {differs.length > 0
              ? `Theirs differs from yours in: ${differs.join(", ")}.`
              : "Theirs is the same as yours."}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={saving}>Keep editing</AlertDialogCancel>
          <Button variant="outline" onClick={onLoadTheirs} disabled={saving || !latest}>
            Load theirs
          </Button>
          <AlertDialogAction
            onClick={(event) => {
              event.preventDefault();
              onSaveMine();
            }}
            disabled={saving}
          >
            Save mine on top
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
