import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { describedBy, FormField } from "@/components/form/form-field.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
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
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Edit Folder")}</DialogTitle>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="edit-folder-name" label={t("Folder Name")} error={errors.name?.message}>
            <Input
              id="edit-folder-name"
              placeholder={t("Weekly Upload Batch")}
              autoComplete="off"
              {...describedBy("edit-folder-name", errors.name)}
              {...form.register("name")}
            />
          </FormField>
          <FormField id="edit-folder-month" label={t("Month/Year")} error={errors.monthYear?.message}>
            <Input
              id="edit-folder-month"
              placeholder={t("January 2024")}
              autoComplete="off"
              {...describedBy("edit-folder-month", errors.monthYear)}
              {...form.register("monthYear")}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={update.isPending}>
              {t("Cancel")}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Spinner aria-hidden="true" role="presentation" />}
              {update.isPending ? t("Saving...") : t("Save Changes")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
