import { useDeleteFolder } from "@/features/library/api/delete-folder.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import type { Folder } from "../../../../shared/schemas/library.ts";
import { videoCount } from "../video-count.ts";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog.tsx";

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
        onError: (error) => showFailure("Failed to delete folder", error),
      },
    );

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete folder"
      confirmLabel="Delete Folder"
      pending={remove.isPending}
      onConfirm={confirm}
      description={
        <>
          <p>
            Are you sure you want to delete <strong className="text-foreground">{folder.name}</strong> (
            {folder.monthLabel})?
          </p>
          <p data-testid="delete-impact">
            {folder.videoCount === 0
              ? "The folder is empty."
              : `Its ${videoCount(folder.videoCount)} will be deleted with it, with their scripts, notes and metrics.`}{" "}
            This action cannot be undone.
          </p>
        </>
      }
    />
  );
}
