import { useFolders } from "@/api/get-folders.ts";
import { useDeleteChannel } from "@/features/library/api/delete-channel.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import type { Channel } from "../../../../shared/schemas/library.ts";
import { videoCount } from "../video-count.ts";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog.tsx";

/** Deleting a channel takes its folders and videos with it; the dialog says how many. */
export function DeleteChannelDialog({
  channel,
  open,
  onOpenChange,
  onDeleted,
}: {
  channel: Channel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteChannel();
  const folders = useFolders(channel.id, { enabled: open });
  const list = folders.data?.folders;
  const videos = list?.reduce((sum, folder) => sum + folder.videoCount, 0);

  const confirm = () =>
    remove.mutate(channel.id, {
      onSuccess: (result) => {
        toast.success(result.message);
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (error) => showFailure("Failed to delete channel", error),
    });

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete channel"
      confirmLabel="Delete Channel"
      pending={remove.isPending}
      onConfirm={confirm}
      description={
        <>
          <p>
            Are you sure you want to delete <strong className="text-foreground">{channel.name}</strong>?
          </p>
          <p data-testid="delete-impact">
            {list === undefined
              ? folders.isError
                ? "All of its folders and videos will be deleted with it."
                : "Counting its folders and videos..."
              : `${list.length} ${list.length === 1 ? "folder" : "folders"} and ${videoCount(videos ?? 0)} will be deleted with it.`}{" "}
            This action cannot be undone.
          </p>
        </>
      }
    />
  );
}
