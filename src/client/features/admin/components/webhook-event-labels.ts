import { useTranslation } from "react-i18next";
import type { WebhookEvent } from "../../../../shared/schemas/webhooks.ts";

/** Each webhook event in words, in the member's language (the event's name stays beside it). */
export function useEventLabels(): Record<WebhookEvent, string> {
  const { t } = useTranslation("admin");
  return {
    "idea.created": t("An idea is created"),
    "script_version.saved": t("A script version is saved"),
    "review.requested": t("A review is requested"),
    "review.decided": t("A review is decided"),
    "video.stage_changed": t("A video changes stage"),
    "upload.finished": t("An upload to YouTube finishes"),
  };
}
