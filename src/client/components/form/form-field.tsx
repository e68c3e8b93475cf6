import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label.tsx";

/** A label, its control and the control's validation message, tied together for screen readers. */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  // "server" holds the shared schemas' validation messages: loaded with the first form.
  const { t } = useTranslation(["common", "server"]);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {/* A shared schema's message is English, the catalogue's key: shown in the reader's language. */}
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** aria attributes of a control whose FormField may show an error or a hint. */
export function describedBy(id: string, error: unknown, hint?: string) {
  return {
    "aria-invalid": Boolean(error),
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}
