import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import type { z } from "zod";

/**
 * The form of a "create" dialog: checked by a shared zod schema, and empty again each time the dialog
 * closes, so a second visit never shows the last entry. `empty` must be a constant, not built per render.
 */
export function useDialogForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  empty: Input,
  open: boolean,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: empty as DefaultValues<Input>,
  });
  useEffect(() => {
    if (!open) form.reset(empty);
  }, [open, form, empty]);
  return form;
}
