import { Trans, useTranslation } from "react-i18next";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog.tsx";
import { useDeleteFolder } from "@/features/library/api/delete-folder.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import type { Folder } from "../../../../shared/schemas/library.ts";
import { monthLabel } from "../month-label.ts";

/** Deleting a folder takes its videos with it; the dialog says how many. */
export function DeleteFolderDialog({
  folder,
  open,
  onOpenChange,
  onDeleted,
}: {
  folder: Folder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation("library");
  const remove = useDeleteFolder();

  const confirm = () =>
    remove.mutate(
      { folderId: folder.id, channelId: folder.channelId },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onOpenChange(false);
          onDeleted?.();
        },
        onError: (error) => showFailure(t("Failed to delete folder"), error),
      },
    );

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("Delete folder")}
      confirmLabel={t("Delete Folder")}
      pending={remove.isPending}
      onConfirm={confirm}
      description={
        <>
          <p>
            <Trans
              t={t}
              i18nKey="Are you sure you want to delete <strong>{name}</strong> ({month})?"
              values={{ name: folder.name, month: monthLabel(folder) }}
              components={{ strong: <strong className="text-foreground" /> }}
            />
          </p>
          <p data-testid="delete-impact">
            {folder.videoCount === 0
              ? t("The folder is empty. This action cannot be undone.")
              : t(
                  "Its {n, plural, one {# video} other {# videos}} will be deleted with it, with their scripts, notes and metrics. This action cannot be undone.",
                  { n: folder.videoCount },
                )}
          </p>
        </>
      }
    />
  );
}
