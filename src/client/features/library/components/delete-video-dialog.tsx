import { Trans, useTranslation } from "react-i18next";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog.tsx";
import { useDeleteVideo } from "@/features/library/api/delete-video.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import type { Video } from "../../../../shared/schemas/library.ts";

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
  const { t } = useTranslation("library");
  const remove = useDeleteVideo();

  const confirm = () =>
    remove.mutate(
      { videoId: video.id, folderId: video.folderId, channelId },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onOpenChange(false);
        },
        onError: (error) => showFailure(t("Failed to delete video"), error),
      },
    );

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("Delete video")}
      confirmLabel={t("Delete Video")}
      pending={remove.isPending}
      onConfirm={confirm}
      description={
        <>
          <p>
            <Trans
              t={t}
              i18nKey="Are you sure you want to delete <strong>{name}</strong>?"
              values={{ name: video.title }}
              components={{ strong: <strong className="text-foreground" /> }}
            />
          </p>
          <p data-testid="delete-impact">
            {t("1 video will be deleted, with its script, notes and metrics. This action cannot be undone.")}
          </p>
        </>
      }
    />
  );
}
