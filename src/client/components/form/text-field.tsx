import type * as React from "react";
import type { FieldError } from "react-hook-form";
import { describedBy, FormField } from "@/components/form/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";

/** A one-line text input with its label, hint and validation message; spread `form.register(name)` into it. */
export function TextField({
  id,
  label,
  error,
  hint,
  ...input
}: { id: string; label: string; error?: FieldError; hint?: string } & React.ComponentProps<typeof Input>) {
  return (
    <FormField id={id} label={label} error={error?.message} hint={hint}>
      <Input id={id} autoComplete="off" {...describedBy(id, error, hint)} {...input} />
    </FormField>
  );
}
