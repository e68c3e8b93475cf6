import { i18n } from "@/lib/i18n.ts";
import type { IdeaStatus, PublishedWithin } from "../../../shared/schemas/ideas.ts";

// The ideas screens' words kept outside components, in the interface's language (decision 040): each
// a literal here, so the catalogue extraction finds it.

/** An idea's status (IDEA_STATUSES of src/shared/schemas/ideas.ts). */
export function ideaStatusLabel(status: IdeaStatus): string {
  switch (status) {
    case "new":
      return i18n.t("New", { ns: "ideas" });
    case "shortlisted":
      return i18n.t("Shortlisted", { ns: "ideas" });
    case "in_production":
      return i18n.t("In production", { ns: "ideas" });
    case "dropped":
      return i18n.t("Dropped", { ns: "ideas" });
  }
}

/** The outliers' "Published within" choices. */
export function withinLabel(within: PublishedWithin): string {
  switch (within) {
    case "7d":
      return i18n.t("7 days", { ns: "ideas" });
    case "30d":
      return i18n.t("30 days", { ns: "ideas" });
    case "90d":
      return i18n.t("90 days", { ns: "ideas" });
    case "180d":
      return i18n.t("6 months", { ns: "ideas" });
    case "365d":
      return i18n.t("1 year", { ns: "ideas" });
  }
}
