import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
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
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { type Metrics, type UpdateMetricsInput, updateMetricsSchema } from "../../../../shared/schemas/video.ts";
import { useSaveMetrics } from "../api/save-metrics.ts";

type Values = { views: string; likes: string; comments: string; ctr: string; retention: string };

// Text fields → the shared schema's numbers: a blank count keeps its stored value, a blank CTR or
// retention clears it (the card then shows 'Manual entry'). Number('x') is NaN, which the schema refuses.
const asCount = (text: string) => (text.trim() === "" ? undefined : Number(text));
const asPercent = (text: string) => (text.trim() === "" ? null : Number(text));
const formSchema = z
  .object({ views: z.string(), likes: z.string(), comments: z.string(), ctr: z.string(), retention: z.string() })
  .transform(
    (v): UpdateMetricsInput => ({
      views: asCount(v.views),
      likes: asCount(v.likes),
      comments: asCount(v.comments),
      ctr: asPercent(v.ctr),
      retention: asPercent(v.retention),
    }),
  )
  .pipe(updateMetricsSchema);
type Output = z.output<typeof formSchema>;

const toText = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

const FIELDS = [
  { name: "views", percent: false },
  { name: "likes", percent: false },
  { name: "comments", percent: false },
  { name: "ctr", percent: true },
  { name: "retention", percent: true },
] as const;

/** Enter or correct metrics by hand: CTR and retention 0–100 %, counts whole numbers ≥ 0 (issue 3). */
export function MetricsFormDialog({
  videoId,
  metrics,
  open,
  onOpenChange,
}: {
  videoId: string;
  metrics: Metrics | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("video");
  const labels: Record<(typeof FIELDS)[number]["name"], string> = {
    views: t("Views"),
    likes: t("Likes"),
    comments: t("Comments"),
    ctr: t("CTR (%)"),
    retention: t("Retention (%)"),
  };
  const save = useSaveMetrics();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(formSchema) });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset({
        views: toText(metrics?.views),
        likes: toText(metrics?.likes),
        comments: toText(metrics?.comments),
        ctr: toText(metrics?.ctr),
        retention: toText(metrics?.retention),
      });
    }
  }, [open, metrics, form]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync({ videoId, ...values }).then(
      ({ message }) => {
        toast.success(message || t("Video metrics updated successfully"));
        onOpenChange(false);
      },
      (error: unknown) => showFailure(t("Failed to update metrics"), error),
    ),
  );
  // An error of the whole form ('Enter at least one metric') has no field of its own.
  const formError = errors.root?.message;

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{metrics ? t("Edit Metrics") : t("Enter Metrics")}</DialogTitle>
          <DialogDescription>
            {t("Type the numbers from YouTube Studio. CTR and retention are percentages; leave them blank if unknown.")}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {FIELDS.map((field) => {
              const id = `metrics-${field.name}`;
              const error = errors[field.name]?.message;
              return (
                <div key={field.name} className="grid content-start gap-2">
                  <Label htmlFor={id}>{labels[field.name]}</Label>
                  <Input
                    id={id}
                    type="number"
                    inputMode={field.percent ? "decimal" : "numeric"}
                    min={0}
                    max={field.percent ? 100 : undefined}
                    step={field.percent ? "any" : 1}
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? `${id}-error` : undefined}
                    {...form.register(field.name)}
                  />
                  {error && (
                    <p id={`${id}-error`} role="alert" className="text-destructive text-xs">
                      {t(error)}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          {formError && (
            <p role="alert" className="text-destructive text-sm">
              {t(formError)}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
              {t("Cancel")}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Spinner aria-hidden="true" role="presentation" />}
              {save.isPending ? t("Saving...") : t("Save Metrics")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
