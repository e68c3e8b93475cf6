import { getConnInfo } from "@hono/node-server/conninfo";
import { and, count, gt, inArray, lt } from "drizzle-orm";
import type { Context } from "hono";
import { msg } from "../../shared/message.ts";
import type { Db } from "../db/client.ts";
import { signInFailures } from "../db/schema.ts";
import { requestLanguage, translate } from "../i18n.ts";

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILED_SIGN_INS = 10;
export const THROTTLED_MESSAGE = msg("Too many failed sign-in attempts. Please wait 15 minutes and try again.");

function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}

/**
 * Wraps better-auth's e-mail sign-in: after 10 failures in 15 minutes for an e-mail or for an IP,
 * the next attempt answers 429 without checking the password (spec: issue 6, sign-in throttling).
 */
export async function throttledSignIn(
  c: Context,
  db: Db,
  handle: (request: Request) => Promise<Response>,
  now = () => new Date(),
) {
  const body = (await c.req.raw
    .clone()
    .json()
    .catch(() => ({}))) as { email?: unknown };
  const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
  const keys = [`ip:${clientIp(c)}`, ...(email ? [`email:${email}`] : [])];
  const since = new Date(now().getTime() - SIGN_IN_WINDOW_MS);

  const counts = await db
    .select({ key: signInFailures.key, failures: count() })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, keys), gt(signInFailures.createdAt, since)))
    .groupBy(signInFailures.key);
  if (counts.some((row) => row.failures >= MAX_FAILED_SIGN_INS)) {
    // Signed out: the language is the request's (decision 040). better-auth's own fields, `message` and `code`.
    const message = translate(requestLanguage(null, c.req.header("accept-language")), THROTTLED_MESSAGE);
    return c.json({ error: message, message, code: "TOO_MANY_REQUESTS" }, 429);
  }

  const response = await handle(c.req.raw);
  if (response.status === 401 || response.status === 403) {
    await db.insert(signInFailures).values(keys.map((key) => ({ key, createdAt: now() })));
    // Old rows are no longer read: drop them now and then.
    if (Math.random() < 0.05) await db.delete(signInFailures).where(lt(signInFailures.createdAt, since));
  }
  return response;
}
