import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormDialog } from "@/components/form/form-dialog.tsx";
import { TextField } from "@/components/form/text-field.tsx";
import { useUpdateFolder } from "@/features/library/api/update-folder.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { activeLanguage } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.ts";
import { createFolderSchema, type Folder } from "../../../../shared/schemas/library.ts";

// Both fields stay required when editing: the same rules as creating.
type Values = z.input<typeof createFolderSchema>;
type Output = z.output<typeof createFolderSchema>;

/** Rename a folder or move it to another month. */
export function EditFolderDialog({
  folder,
  open,
  onOpenChange,
}: {
  folder: Folder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("library");
  const update = useUpdateFolder();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(createFolderSchema) });
  const { errors } = form.formState;

  useEffect(() => {
    // The month is typed in English or as '2024-01' (decision 001): English shows its name, other languages the number.
    if (open)
      form.reset({ name: folder.name, monthYear: activeLanguage() === "en" ? folder.monthLabel : folder.monthYear });
  }, [open, folder.name, folder.monthLabel, folder.monthYear, form]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync({ folderId: folder.id, ...values }).then(
      ({ message }) => {
        toast.success(message || t("Folder updated successfully"));
        onOpenChange(false);
      },
      (error: unknown) => showFailure(t("Failed to update folder"), error),
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("Edit Folder")}
      pending={update.isPending}
      submitLabel={t("Save Changes")}
      pendingLabel={t("Saving...")}
      onSubmit={onSubmit}
    >
      <TextField
        id="edit-folder-name"
        label={t("Folder Name")}
        error={errors.name}
        placeholder={t("Weekly Upload Batch")}
        {...form.register("name")}
      />
      <TextField
        id="edit-folder-month"
        label={t("Month/Year")}
        error={errors.monthYear}
        placeholder={t("January 2024")}
        {...form.register("monthYear")}
      />
    </FormDialog>
  );
}
