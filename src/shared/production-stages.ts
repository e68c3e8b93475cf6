// Issue 13: a video's production stage. Stages up to Ready read as the spec's status draft,
// Published as published; archive is a status of its own that keeps the stage the video had
// (docs/decisions/022-production-pipeline.md).

export const PRODUCTION_STAGES = ["idea", "scripting", "recording", "editing", "ready", "published"] as const;
export type ProductionStage = (typeof PRODUCTION_STAGES)[number];

export const STAGE_LABELS: Record<ProductionStage, string> = {
  idea: "Idea",
  scripting: "Scripting",
  recording: "Recording",
  editing: "Editing",
  ready: "Ready",
  published: "Published",
};

export function isProductionStage(value: unknown): value is ProductionStage {
  return typeof value === "string" && (PRODUCTION_STAGES as readonly string[]).includes(value);
}

/** Any unknown stored value reads as Idea, the way an unknown status reads as draft (spec §4). */
export function normalizeStage(value: unknown): ProductionStage {
  return isProductionStage(value) ? value : "idea";
}

/**
 * The status a stage gives a video that is not archived: Published is published, every earlier
 * stage is draft. An archived video stays archived whatever its stage.
 */
export function statusForStage(stage: ProductionStage, currentStatus: string): "draft" | "published" | "archive" {
  if (currentStatus === "archive") return "archive";
  return stage === "published" ? "published" : "draft";
}

/** A calendar date 'YYYY-MM-DD' (due dates and planned publish dates carry no time of day). */
export const CALENDAR_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar day 'YYYY-MM-DD' (2025-02-30 is refused, not rolled over to March). */
export function isCalendarDay(value: string): boolean {
  if (!CALENDAR_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today in the viewer's own time zone as 'YYYY-MM-DD'. */
export function localToday(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** 'YYYY-MM-DD' plus a number of days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return next.toISOString().slice(0, 10);
}
