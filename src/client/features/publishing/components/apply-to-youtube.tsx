import { CircleAlert, GitCompareArrows, Undo2, Upload } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { ApiError, errorMessage } from "@/lib/api.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import { toast } from "@/lib/toast.ts";
import {
  type FieldIssue,
  fieldIssueSchema,
  type PublishableField,
  type PublishingState,
} from "../../../../shared/schemas/publishing.ts";
import { youtubeCategoryName } from "../../../../shared/youtube-categories.ts";
import { useApplyToYouTube, useCompareWithYouTube, useUndoOnYouTube } from "../api/publishing.ts";

/** The field-by-field refusals an apply's 400 carries (YouTube's own validation), by field. */
function fieldIssuesOf(error: unknown): Partial<Record<string, string>> {
  if (!(error instanceof ApiError) || !Array.isArray(error.issues)) return {};
  const issues = error.issues.flatMap((issue): FieldIssue[] => {
    const parsed = fieldIssueSchema.safeParse(issue);
    return parsed.success ? [parsed.data] : [];
  });
  return Object.fromEntries(issues.map((issue) => [issue.field, issue.message]));
}

/** What an operation costs of today's quota, in the interface's language (raw numbers, as YouTube's console shows them). */
export function useCostLine() {
  const { t } = useTranslation("publishing");
  return (units: number, state: PublishingState) =>
    t("This uses {units} of today's {remaining} remaining YouTube quota units (of {daily}).", {
      units,
      remaining: state.quota.remaining,
      daily: state.quota.dailyQuota,
    });
}

/** A field's label beside its checkbox, and its short name in "Last applied: …" (spec's English, one key each). */
function useFieldLabels() {
  const { t } = useTranslation("publishing");
  const label: Record<PublishableField, string> = {
    title: t("Title"),
    description: t("Description (with chapters and hashtags)"),
    tags: t("Tags"),
    translations: t("Language and translations"),
  };
  const short: Record<PublishableField, string> = {
    title: t("title"),
    description: t("description"),
    tags: t("tags"),
    translations: t("language and translations"),
  };
  return { label, short };
}

/** "title, tags" in English as before; other languages join a list their own way. */
const listOf = (names: string[], language: string) =>
  new Intl.ListFormat(language, { type: language === "en" ? "unit" : "conjunction" }).format(names);

/** "Apply to YouTube": the difference first, the chosen fields applied, and the last apply undoable. */
export function ApplyToYouTube({ videoId, state }: { videoId: string; state: PublishingState }) {
  const { t, i18n } = useTranslation("publishing");
  const costLine = useCostLine();
  const labels = useFieldLabels();
  const compare = useCompareWithYouTube();
  const apply = useApplyToYouTube();
  const undo = useUndoOnYouTube();
  const [chosen, setChosen] = useState<PublishableField[]>([]);
  const difference = compare.data;
  const issues = fieldIssuesOf(apply.error);
  const fieldless = apply.isError && Object.keys(issues).length === 0;

  const runCompare = () =>
    compare.mutate(videoId, {
      onSuccess: (answer) => {
        apply.reset();
        setChosen(answer.fields.filter((f) => f.differs).map((f) => f.field));
      },
    });

  const runApply = () =>
    apply.mutate(
      { videoId, fields: chosen },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          compare.mutate(videoId);
        },
      },
    );

  const runUndo = () =>
    undo.mutate(videoId, {
      onSuccess: ({ message }) => {
        toast.success(message);
        if (difference) compare.mutate(videoId);
      },
      onError: (error) => toast.error(t("Undo on YouTube failed"), { description: errorMessage(error) }),
    });

  const toggle = (field: PublishableField, on: boolean) =>
    setChosen((current) => (on ? [...current, field] : current.filter((f) => f !== field)));

  return (
    <section aria-labelledby="apply-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h3 id="apply-heading" className="font-semibold">
          {t("Apply packaging to YouTube")}
        </h3>
        <p className="text-muted-foreground text-sm">
          {t(
            "Compare what is on YouTube now with this video's packaging, then apply the fields you choose. What YouTube had is kept, so you can undo it.",
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={runCompare} disabled={compare.isPending}>
          {compare.isPending ? (
            <Spinner aria-hidden="true" role="presentation" />
          ) : (
            <GitCompareArrows aria-hidden="true" />
          )}
          {compare.isPending ? t("Reading YouTube...") : t("Compare with YouTube")}
        </Button>
        <span className="text-muted-foreground text-xs">{costLine(state.costs.difference, state)}</span>
      </div>
      {compare.isError && (
        <p role="alert" className="flex gap-2 text-destructive text-sm">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {errorMessage(compare.error)}
        </p>
      )}
      {difference && (
        <fieldset className="grid gap-3" data-testid="publishing-difference">
          <legend className="mb-2 font-medium text-sm">{t("Fields to apply")}</legend>
          {difference.fields.map((field) => {
            const id = `apply-${field.field}`;
            const issue = issues[field.field];
            return (
              <div key={field.field} className="grid gap-2 rounded-lg border p-3" data-field={field.field}>
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={chosen.includes(field.field)}
                    disabled={field.inPackaging === null}
                    onCheckedChange={(on) => toggle(field.field, on === true)}
                    aria-describedby={issue ? `${id}-issue` : undefined}
                  />
                  <Label htmlFor={id}>{labels.label[field.field]}</Label>
                  <span className="ml-auto text-muted-foreground text-xs">
                    {field.inPackaging === null
                      ? t("Nothing in the packaging")
                      : field.differs
                        ? t("Differs")
                        : t("Same")}
                  </span>
                </div>
                <div className="grid gap-2 text-sm sm:grid-cols-2">
                  <div className="grid gap-1">
                    <span className="text-muted-foreground text-xs">{t("On YouTube now")}</span>
                    <p className="whitespace-pre-wrap break-words rounded bg-muted p-2">
                      {field.onYouTube || t("(empty)")}
                    </p>
                  </div>
                  <div className="grid gap-1">
                    <span className="text-muted-foreground text-xs">{t("In the packaging")}</span>
                    <p className="whitespace-pre-wrap break-words rounded bg-muted p-2">
                      {field.inPackaging ?? t("(nothing yet)")}
                    </p>
                  </div>
                </div>
                {issue && (
                  <p id={`${id}-issue`} role="alert" className="text-destructive text-sm">
                    {issue}
                  </p>
                )}
              </div>
            );
          })}
          <div className="grid gap-1 rounded-lg border p-3 text-sm" data-testid="publishing-kept">
            <dl className="grid gap-1">
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-muted-foreground">{t("Category")}</dt>
                <dd>
                  {youtubeCategoryName(difference.categoryId, (text, values) => t(text, { ...values, ns: "server" }))}
                </dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-muted-foreground">{t("Language")}</dt>
                <dd>{difference.defaultLanguage ?? t("Not set")}</dd>
              </div>
            </dl>
            <p className="text-muted-foreground text-xs">
              {t(
                'The packaging has no category: an apply keeps YouTube\'s. Its language is written only with "Language and translations".',
              )}
            </p>
          </div>
          {fieldless && (
            <p role="alert" className="flex gap-2 text-destructive text-sm">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {errorMessage(apply.error)}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={runApply} disabled={chosen.length === 0 || apply.isPending}>
              {apply.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <Upload aria-hidden="true" />}
              {apply.isPending ? t("Applying...") : t("Apply to YouTube")}
            </Button>
            <span className="text-muted-foreground text-xs">{costLine(state.costs.apply, state)}</span>
          </div>
        </fieldset>
      )}
      {state.undoable && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm">
          <span className="grow">
            {state.undoable.author
              ? t("Last applied: {fields} by {author} on {date}", {
                  fields: listOf(
                    state.undoable.fields.map((f) => labels.short[f]),
                    i18n.language,
                  ),
                  author: state.undoable.author.name,
                  date: formatDateTime(state.undoable.appliedAt),
                })
              : t("Last applied: {fields} on {date}", {
                  fields: listOf(
                    state.undoable.fields.map((f) => labels.short[f]),
                    i18n.language,
                  ),
                  date: formatDateTime(state.undoable.appliedAt),
                })}
          </span>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" disabled={undo.isPending}>
                {undo.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <Undo2 aria-hidden="true" />}
                {t("Undo on YouTube")}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t("Undo on YouTube?")}</AlertDialogTitle>
                <AlertDialogDescription>
                  {t("The applied fields go back on YouTube to what it had before the apply. {cost}", {
                    cost: costLine(state.costs.undo, state),
                  })}
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t("Cancel")}</AlertDialogCancel>
                <AlertDialogAction onClick={runUndo}>{t("Undo on YouTube")}</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      )}
    </section>
  );
}
