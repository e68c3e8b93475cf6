import { useDeleteVideo } from "@/features/library/api/delete-video.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import type { Video } from "../../../../shared/schemas/library.ts";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog.tsx";

export function DeleteVideoDialog({
  video,
  channelId,
  open,
  onOpenChange,
}: {
  video: Video;
  channelId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteVideo();

  const confirm = () =>
    remove.mutate(
      { videoId: video.id, folderId: video.folderId, channelId },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onOpenChange(false);
        },
        onError: (error) => showFailure("Failed to delete video", error),
      },
    );

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete video"
      confirmLabel="Delete Video"
      pending={remove.isPending}
      onConfirm={confirm}
      description={
        <>
          <p>
            Are you sure you want to delete <strong className="text-foreground">{video.title}</strong>?
          </p>
          <p data-testid="delete-impact">
            1 video will be deleted, with its script, notes and metrics. This action cannot be undone.
          </p>
        </>
      }
    />
  );
}
