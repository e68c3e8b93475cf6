import { i18n } from "@/lib/i18n.ts";

/** What a failed Google sign-in says, on the Connect dialog and when Google returns with an error. */
export const googleConnectError = () => i18n.t("Failed to connect with Google. Please try again.", { ns: "youtube" });
