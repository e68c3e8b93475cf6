import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCreateFolder } from "@/api/create-folder.ts";
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
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { createFolderSchema } from "../../../../shared/schemas/library.ts";

type Values = z.input<typeof createFolderSchema>;
type Output = z.output<typeof createFolderSchema>;

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
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(createFolderSchema),
    defaultValues: { name: "", monthYear: "" },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!open) form.reset({ name: "", monthYear: "" });
  }, [open, form]);

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
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Create Folder")}</DialogTitle>
          <DialogDescription>{t("Folders group a channel's videos by month.")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="folder-name" label={t("Folder Name")} error={errors.name?.message}>
            <Input
              id="folder-name"
              placeholder={t("Weekly Upload Batch")}
              autoComplete="off"
              {...describedBy("folder-name", errors.name)}
              {...form.register("name")}
            />
          </FormField>
          <FormField id="folder-month" label={t("Month/Year")} error={errors.monthYear?.message} hint={monthHint}>
            <Input
              id="folder-month"
              placeholder={t("January 2024")}
              autoComplete="off"
              {...describedBy("folder-month", errors.monthYear, monthHint)}
              {...form.register("monthYear")}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
              {t("Cancel")}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Spinner aria-hidden="true" role="presentation" />}
              {create.isPending ? t("Creating...") : t("Create Folder")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
