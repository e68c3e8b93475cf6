import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
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
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  useEffect(() => {
    if (!open) form.reset(EMPTY);
  }, [open, form]);

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
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("New idea")}</DialogTitle>
          <DialogDescription>{t("An idea card in the bank, before any video exists.")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="idea-title" label={t("Working title")} error={errors.title?.message}>
            <Input
              id="idea-title"
              autoComplete="off"
              {...describedBy("idea-title", errors.title)}
              {...form.register("title")}
            />
          </FormField>
          <FormField id="idea-notes" label={t("Notes")} error={errors.notes?.message}>
            <Textarea
              id="idea-notes"
              rows={3}
              {...describedBy("idea-notes", errors.notes)}
              {...form.register("notes")}
            />
          </FormField>
          <FormField id="idea-source" label={t("Source")} error={errors.sourceText?.message}>
            <Input
              id="idea-source"
              autoComplete="off"
              {...describedBy("idea-source", errors.sourceText)}
              {...form.register("sourceText")}
            />
          </FormField>
          <FormField id="idea-tags" label={t("Tags")} hint={t("Separated by commas")} error={errors.tags?.message}>
            <Input
              id="idea-tags"
              autoComplete="off"
              {...describedBy("idea-tags", errors.tags, t("Separated by commas"))}
              {...form.register("tags")}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
              {t("Cancel")}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Spinner aria-hidden="true" role="presentation" />}
              {create.isPending ? t("Adding...") : t("Add idea")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
