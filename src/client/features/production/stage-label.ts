import { i18n } from "@/lib/i18n.ts";
import type { ProductionStage } from "../../../shared/production-stages.ts";

/**
 * A stage's name (src/shared's STAGE_LABELS, which the server also writes into the activity log) in the
 * interface's language: each name a literal, so the catalogue extraction finds it.
 */
export function stageLabel(stage: ProductionStage): string {
  switch (stage) {
    case "idea":
      return i18n.t("Idea", { ns: "production" });
    case "scripting":
      return i18n.t("Scripting", { ns: "production" });
    case "recording":
      return i18n.t("Recording", { ns: "production" });
    case "editing":
      return i18n.t("Editing", { ns: "production" });
    case "ready":
      return i18n.t("Ready", { ns: "production" });
    case "published":
      return i18n.t("Published", { ns: "production" });
  }
}
