import type { Context } from "hono";
import { msg } from "../../../shared/message.ts";
import { type AppEnv, say } from "../../router.ts";

/** What a reviewer reads after deciding, a member's review or a guest's through a link alike. */
export function decisionMessage(c: Context<AppEnv>, decision: "approved" | "changes_requested", version: number) {
  return decision === "approved"
    ? say(c, msg("Version {version} approved"), { version })
    : say(c, msg("Changes requested"));
}
