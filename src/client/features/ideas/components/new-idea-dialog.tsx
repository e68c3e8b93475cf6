import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormDialog } from "@/components/form/form-dialog.tsx";
import { describedBy, FormField } from "@/components/form/form-field.tsx";
import { TextField } from "@/components/form/text-field.tsx";
import { useDialogForm } from "@/components/form/use-dialog-form.ts";
import { Textarea } from "@/components/ui/textarea.tsx";
import { errorMessage } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { ideaInput } from "../../../../shared/schemas/ideas.ts";
import { useCreateIdea } from "../api/create-idea.ts";

// The form writes tags as comma-separated text; the request takes them as a list.
const formSchema = ideaInput
  .pick({ title: true, notes: true, sourceText: true })
  .extend({ tags: z.string().max(1000) });
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;
const EMPTY: Values = { title: "", notes: "", sourceText: "", tags: "" };

/** "New idea" by hand: working title, notes, source and tags. */
export function NewIdeaDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("ideas");
  const create = useCreateIdea();
  const form = useDialogForm<Values, Output>(formSchema, EMPTY, open);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    create
      .mutateAsync({
        ...values,
        tags: values.tags
          .split(",")
          .map((tag) => tag.trim())
          .filter(Boolean),
      })
      .then(
        () => {
          toast.success(t("Idea added to the bank"));
          onOpenChange(false);
        },
        (error: unknown) => toast.error(t("Failed to add the idea"), { description: errorMessage(error) }),
      ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("New idea")}
      description={t("An idea card in the bank, before any video exists.")}
      pending={create.isPending}
      submitLabel={t("Add idea")}
      pendingLabel={t("Adding...")}
      onSubmit={onSubmit}
    >
      <TextField id="idea-title" label={t("Working title")} error={errors.title} {...form.register("title")} />
      <FormField id="idea-notes" label={t("Notes")} error={errors.notes?.message}>
        <Textarea id="idea-notes" rows={3} {...describedBy("idea-notes", errors.notes)} {...form.register("notes")} />
      </FormField>
      <TextField id="idea-source" label={t("Source")} error={errors.sourceText} {...form.register("sourceText")} />
      <TextField
        id="idea-tags"
        label={t("Tags")}
        error={errors.tags}
        hint={t("Separated by commas")}
        {...form.register("tags")}
      />
    </FormDialog>
  );
}
