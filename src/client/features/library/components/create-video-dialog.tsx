import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormDialog } from "@/components/form/form-dialog.tsx";
import { TextField } from "@/components/form/text-field.tsx";
import { useDialogForm } from "@/components/form/use-dialog-form.ts";
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
  const form = useDialogForm<Values, Output>(formSchema, EMPTY, open);
  const { errors } = form.formState;

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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("Create Video")}
      description={t("New videos start as drafts.")}
      pending={create.isPending}
      submitLabel={t("Create Video")}
      pendingLabel={t("Creating...")}
      onSubmit={onSubmit}
    >
      <TextField
        id="video-title"
        label={t("Video Title")}
        error={errors.title}
        placeholder={t("How I edit a video in 10 minutes")}
        {...form.register("title")}
      />
      <TextField
        id="video-url"
        label={t("YouTube URL (Optional)")}
        error={errors.youtubeUrl}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=..."
        {...form.register("youtubeUrl")}
      />
      <TextField
        id="video-keywords"
        label={t("Target Keywords (Optional)")}
        error={errors.targetKeywords}
        hint={keywordsHint}
        placeholder={t("video editing, workflow, tutorial")}
        {...form.register("targetKeywords")}
      />
    </FormDialog>
  );
}
