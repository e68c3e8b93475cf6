import { i18n } from "@/lib/i18n.ts";
import type { ProductionStage } from "../../../shared/production-stages.ts";

/**
 * A stage's name (src/shared's STAGE_LABELS) in the interface's language: each name a literal, so the
 * catalogue extraction finds it.
 */
export function stageLabel(stage: ProductionStage): string {
  switch (stage) {
    case "idea":
      return i18n.t("Idea", { ns: "library" });
    case "scripting":
      return i18n.t("Scripting", { ns: "library" });
    case "recording":
      return i18n.t("Recording", { ns: "library" });
    case "editing":
      return i18n.t("Editing", { ns: "library" });
    case "ready":
      return i18n.t("Ready", { ns: "library" });
    case "published":
      return i18n.t("Published", { ns: "library" });
  }
}
