// spec §2 Content Studio: five steps, progress 20/40/60/80/100 % for the current step; the user may
// go back to the current or an earlier step, never ahead (spec §4).

export const STUDIO_STEPS = [
  { id: "research", title: "Research & Concept", progress: 20 },
  { id: "topics", title: "Topic Selection", progress: 40 },
  { id: "configure", title: "Script Configuration", progress: 60 },
  { id: "generate", title: "AI Generation", progress: 80 },
  { id: "edit", title: "Edit & Export", progress: 100 },
] as const;

export type StudioStep = (typeof STUDIO_STEPS)[number]["id"];

export function stepIndex(step: StudioStep): number {
  return STUDIO_STEPS.findIndex((s) => s.id === step);
}

export function stepProgress(step: StudioStep): number {
  return STUDIO_STEPS[stepIndex(step)].progress;
}

/** Clicking the current or an earlier step goes back; a later step can't be reached by clicking. */
export function canGoToStep(current: StudioStep, target: StudioStep): boolean {
  return stepIndex(target) <= stepIndex(current);
}

/** spec §9: the research bar is fixed at 75 and the topic bar at 65 while they run. */
export const RESEARCH_PROGRESS = 75;
export const TOPICS_PROGRESS = 65;
