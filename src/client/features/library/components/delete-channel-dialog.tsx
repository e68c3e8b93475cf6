import { Trans, useTranslation } from "react-i18next";
import { useFolders } from "@/api/get-folders.ts";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog.tsx";
import { useDeleteChannel } from "@/features/library/api/delete-channel.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import type { Channel } from "../../../../shared/schemas/library.ts";

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
  const { t } = useTranslation("library");
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
      onError: (error) => showFailure(t("Failed to delete channel"), error),
    });

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("Delete channel")}
      confirmLabel={t("Delete Channel")}
      pending={remove.isPending}
      onConfirm={confirm}
      description={
        <>
          <p>
            <Trans
              t={t}
              i18nKey="Are you sure you want to delete <strong>{name}</strong>?"
              values={{ name: channel.name }}
              components={{ strong: <strong className="text-foreground" /> }}
            />
          </p>
          <p data-testid="delete-impact">
            {list === undefined
              ? folders.isError
                ? t("All of its folders and videos will be deleted with it. This action cannot be undone.")
                : t("Counting its folders and videos... This action cannot be undone.")
              : t(
                  "{folders, plural, one {# folder} other {# folders}} and {videos, plural, one {# video} other {# videos}} will be deleted with it. This action cannot be undone.",
                  { folders: list.length, videos: videos ?? 0 },
                )}
          </p>
        </>
      }
    />
  );
}
