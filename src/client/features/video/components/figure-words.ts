import { i18n } from "@/lib/i18n.ts";
import { HIDDEN, NOT_AVAILABLE } from "../../../../shared/format.ts";

/**
 * src/shared/format.ts's figures in the interface's language: its words for unknown values ('N/A',
 * 'Hidden': decision 013) and the engagement rate's note on which part it counts. Numbers stay as
 * spec §9 writes them.
 */
export function figureWords(value: string): string {
  if (value === NOT_AVAILABLE) return i18n.t("N/A", { ns: "video" });
  if (value === HIDDEN) return i18n.t("Hidden", { ns: "video" });
  const partial = / \((likes|comments) only\)$/.exec(value);
  if (!partial) return value;
  const rate = value.slice(0, partial.index);
  return partial[1] === "likes"
    ? i18n.t("{rate} (likes only)", { ns: "video", rate })
    : i18n.t("{rate} (comments only)", { ns: "video", rate });
}
