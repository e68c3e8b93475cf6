import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { describedBy, FormField } from "@/components/form/form-field.tsx";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useCreateVideo } from "@/features/library/api/create-video.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { createVideoSchema } from "../../../../shared/schemas/library.ts";

// The form always has the three fields as text; the shared schema turns '' into null and the
// comma-separated keywords into a list (spec §5).
const formSchema = createVideoSchema.required();
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

const EMPTY: Values = { title: "", youtubeUrl: "", targetKeywords: "" };

/** spec §2 Create Video: Video Title and YouTube URL (Optional); keywords may be added here too. */
export function CreateVideoDialog({
  folderId,
  channelId,
  open,
  onOpenChange,
}: {
  folderId: string;
  channelId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("library");
  const create = useCreateVideo();
  const keywordsHint = t("Separate keywords with commas");
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  useEffect(() => {
    if (!open) form.reset(EMPTY);
  }, [open, form]);

  const onSubmit = form.handleSubmit((values) =>
    create
      .mutateAsync({
        folderId,
        channelId,
        title: values.title,
        youtubeUrl: values.youtubeUrl,
        targetKeywords: values.targetKeywords,
      })
      .then(
        ({ message, video }) => {
          toast.success(message || t('"{name}" created successfully', { name: video.title }));
          onOpenChange(false);
        },
        (error: unknown) => showFailure(t("Failed to create video"), error),
      ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Create Video")}</DialogTitle>
          <DialogDescription>{t("New videos start as drafts.")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="video-title" label={t("Video Title")} error={errors.title?.message}>
            <Input
              id="video-title"
              placeholder={t("How I edit a video in 10 minutes")}
              autoComplete="off"
              {...describedBy("video-title", errors.title)}
              {...form.register("title")}
            />
          </FormField>
          <FormField id="video-url" label={t("YouTube URL (Optional)")} error={errors.youtubeUrl?.message}>
            <Input
              id="video-url"
              type="url"
              inputMode="url"
              placeholder="https://www.youtube.com/watch?v=..."
              autoComplete="off"
              {...describedBy("video-url", errors.youtubeUrl)}
              {...form.register("youtubeUrl")}
            />
          </FormField>
          <FormField
            id="video-keywords"
            label={t("Target Keywords (Optional)")}
            error={errors.targetKeywords?.message}
            hint={keywordsHint}
          >
            <Input
              id="video-keywords"
              placeholder={t("video editing, workflow, tutorial")}
              autoComplete="off"
              {...describedBy("video-keywords", errors.targetKeywords, keywordsHint)}
              {...form.register("targetKeywords")}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
              {t("Cancel")}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Spinner aria-hidden="true" role="presentation" />}
              {create.isPending ? t("Creating...") : t("Create Video")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
