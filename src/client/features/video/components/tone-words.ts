import { i18n } from "@/lib/i18n.ts";

/**
 * A script's tone as the video page shows it: the stored value (lower case, capitalised by CSS) in the
 * interface's language. A tone outside the studio's list shows as it was saved.
 */
export function toneWords(tone: string): string {
  switch (tone) {
    case "educational":
      return i18n.t("educational", { ns: "video" });
    case "entertaining":
      return i18n.t("entertaining", { ns: "video" });
    case "inspirational":
      return i18n.t("inspirational", { ns: "video" });
    case "conversational":
      return i18n.t("conversational", { ns: "video" });
    case "professional":
      return i18n.t("professional", { ns: "video" });
    case "humorous":
      return i18n.t("humorous", { ns: "video" });
    default:
      return tone;
  }
}
