import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useUpdateVideo } from "@/api/update-video.ts";
import { describedBy, FormField } from "@/components/form/form-field.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { type Video, videoTitle } from "../../../../shared/schemas/library.ts";

const renameSchema = z.object({ title: videoTitle });
type Values = z.input<typeof renameSchema>;

export function RenameVideoDialog({
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
  const rename = useUpdateVideo();
  const form = useForm<Values>({ resolver: zodResolver(renameSchema) });
  const { errors } = form.formState;

  // Opening starts from the saved title. While it is open, another member's rename (live updates,
  // decision 025) replaces the title only if this member has not started editing it.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) form.reset({ title: video.title }, { keepDirtyValues: wasOpen.current });
    wasOpen.current = open;
  }, [open, video.title, form]);

  const onSubmit = form.handleSubmit(({ title }) =>
    rename.mutateAsync({ videoId: video.id, title, channelId }).then(
      () => {
        toast.success(t("Video renamed successfully"));
        onOpenChange(false);
      },
      (error: unknown) => showFailure(t("Failed to rename video"), error),
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !rename.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Rename Video")}</DialogTitle>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="rename-video-title" label={t("Video Title")} error={errors.title?.message}>
            <Input
              id="rename-video-title"
              autoComplete="off"
              {...describedBy("rename-video-title", errors.title)}
              {...form.register("title")}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={rename.isPending}>
              {t("Cancel")}
            </Button>
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending && <Spinner aria-hidden="true" role="presentation" />}
              {rename.isPending ? t("Saving...") : t("Save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
