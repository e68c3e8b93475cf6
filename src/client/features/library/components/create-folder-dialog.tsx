import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCreateFolder } from "@/api/create-folder.ts";
import { FormDialog } from "@/components/form/form-dialog.tsx";
import { TextField } from "@/components/form/text-field.tsx";
import { useDialogForm } from "@/components/form/use-dialog-form.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { createFolderSchema } from "../../../../shared/schemas/library.ts";

type Values = z.input<typeof createFolderSchema>;
type Output = z.output<typeof createFolderSchema>;
const EMPTY: Values = { name: "", monthYear: "" };

/** spec §2 Create Folder: Folder Name and Month/Year (stored as 'YYYY-MM', shown as 'January 2024'). */
export function CreateFolderDialog({
  channelId,
  open,
  onOpenChange,
}: {
  channelId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("library");
  const create = useCreateFolder();
  const monthHint = t("For example 'January 2024', 'Jan 2024' or '2024-01'");
  const form = useDialogForm<Values, Output>(createFolderSchema, EMPTY, open);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    create.mutateAsync({ channelId, ...values }).then(
      ({ message, folder }) => {
        toast.success(message || t('"{name}" created successfully', { name: folder.name }));
        onOpenChange(false);
      },
      (error: unknown) => showFailure(t("Failed to create folder"), error),
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("Create Folder")}
      description={t("Folders group a channel's videos by month.")}
      pending={create.isPending}
      submitLabel={t("Create Folder")}
      pendingLabel={t("Creating...")}
      onSubmit={onSubmit}
    >
      <TextField
        id="folder-name"
        label={t("Folder Name")}
        error={errors.name}
        placeholder={t("Weekly Upload Batch")}
        {...form.register("name")}
      />
      <TextField
        id="folder-month"
        label={t("Month/Year")}
        error={errors.monthYear}
        hint={monthHint}
        placeholder={t("January 2024")}
        {...form.register("monthYear")}
      />
    </FormDialog>
  );
}
