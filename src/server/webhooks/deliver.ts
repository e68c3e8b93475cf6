// Decision 045: webhook deliveries, in the Standard Webhooks format (standardwebhooks.com: headers
// `webhook-id`, `webhook-timestamp` in seconds, `webhook-signature` `v1,<base64 HMAC-SHA256 of
// id.timestamp.body>`; body `{ type, timestamp, data }`), sent from the job queue. Each delivery is a
// row; a job sends one attempt and, when it fails, queues the next after WEBHOOK_RETRY_DELAYS_S. A
// minutely sweep (and one at start) queues every row that is due and has no job (its job lost with
// the process that held it, or never queued), so nothing is lost across a restart.
import http from "node:http";
import https from "node:https";
import { and, eq, isNull, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { Config } from "../config.ts";
import { type Db, execute } from "../db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../db/schema.ts";
import type { JobQueue } from "../jobs/queue.ts";
import type { Logger } from "../logger.ts";
import { checkWebhookUrl, isAllowedHost, publicOnlyLookup } from "./address-check.ts";
import { collectingWebhookDeliveries } from "./emit.ts";

export const WEBHOOK_DELIVER_JOB = "webhook-deliver";
export const WEBHOOK_SWEEP_JOB = "webhook-sweep";

/** Attempts sent at once per process: a slow receiver holds one of these, never the other jobs' line. */
const CONCURRENCY = 4;
/** A claimed attempt's lease past its timeout: a row still `delivering` after it was left by a dead process. */
const LEASE_MARGIN_S = 30;

export interface WebhookDeps {
  db: Db;
  logger: Logger;
  jobs: JobQueue;
  webhooks: Config["webhooks"];
}

/** Registers the delivery and sweep jobs (server.ts, before the queue starts). */
export function defineWebhookJobs(deps: WebhookDeps): void {
  deps.jobs.define<{ id: string }>(
    WEBHOOK_DELIVER_JOB,
    (data, context) => deliverWebhook(deps, String(data.id ?? ""), context.signal),
    { concurrency: CONCURRENCY },
  );
  deps.jobs.define(WEBHOOK_SWEEP_JOB, () => queueDueDeliveries(deps));
  deps.jobs.schedule(WEBHOOK_SWEEP_JOB, "* * * * *");
}

/**
 * At start: on the embedded database this process is the only one, so an attempt still marked as
 * being sent was cut off by the last process's end: it is due again now. Then every due row is queued.
 */
export async function resumeWebhookDeliveries(deps: WebhookDeps): Promise<void> {
  if (deps.jobs.kind === "in-process") {
    await deps.db
      .update(webhookDeliveries)
      .set({ status: "pending", nextAttemptAt: sql`now()`, lockedUntil: null })
      .where(eq(webhookDeliveries.status, "delivering"));
  }
  await queueDueDeliveries(deps);
}

/** Queues one attempt of each delivery (a key per attempt, so a row's attempt is queued once). */
export async function queueDeliveries(
  jobs: JobQueue,
  logger: Logger,
  rows: Array<{ id: string; attempts: number; startAfter?: Date }>,
): Promise<void> {
  for (const row of rows) {
    try {
      await jobs.send(
        WEBHOOK_DELIVER_JOB,
        { id: row.id },
        { singletonKey: `webhook:${row.id}:${row.attempts}`, ...(row.startAfter && { startAfter: row.startAfter }) },
      );
    } catch (error) {
      // The sweep queues it within a minute.
      logger.warn({ err: error, deliveryId: row.id }, "webhook delivery not queued");
    }
  }
}

/**
 * Runs a request's handling, or a job's work, and queues the deliveries it emitted once it has finished
 * (their transactions committed): a sync job's release that moves a card reaches its receivers at once,
 * not at the next minutely sweep.
 */
export function queueingEmittedDeliveries<T>(deps: Pick<WebhookDeps, "jobs" | "logger">, work: () => Promise<T>) {
  return collectingWebhookDeliveries(work, (ids) =>
    queueDeliveries(
      deps.jobs,
      deps.logger,
      ids.map((id) => ({ id, attempts: 0 })),
    ),
  );
}

/** Every row due now (or left mid-attempt by a dead process) gets its job. */
export async function queueDueDeliveries(deps: WebhookDeps): Promise<void> {
  const due = await deps.db
    .select({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts })
    .from(webhookDeliveries)
    .where(
      sql`(${webhookDeliveries.status} = 'pending' and ${webhookDeliveries.nextAttemptAt} <= now() + interval '1 second')
        or (${webhookDeliveries.status} = 'delivering' and ${webhookDeliveries.lockedUntil} < now())`,
    )
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(1000);
  await queueDeliveries(deps.jobs, deps.logger, due);
}

interface Claimed {
  id: string;
  payload: unknown;
  attempts: number;
  endpoint_id: string;
  url: string;
  secret: string;
  disabled: boolean;
}

/** Sends one attempt of a delivery, when it is due and no other worker holds it, and records the outcome. */
export async function deliverWebhook(deps: WebhookDeps, id: string, signal?: AbortSignal): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return;
  const { db, webhooks } = deps;
  const leaseSeconds = Math.ceil(webhooks.timeoutMs / 1000) + LEASE_MARGIN_S;
  // The claim: one statement, so two workers (instances) never send the same attempt.
  const [claimed] = (await execute(
    db,
    sql`update ${webhookDeliveries} d
        set status = 'delivering', attempts = d.attempts + 1, last_attempt_at = now(),
            locked_until = now() + make_interval(secs => ${leaseSeconds})
        from ${webhookEndpoints} e
        where d.id = ${id} and e.id = d.endpoint_id
          and ((d.status = 'pending' and d.next_attempt_at <= now() + interval '1 second')
            or (d.status = 'delivering' and d.locked_until < now()))
        returning d.id, d.payload, d.attempts, e.id as endpoint_id, e.url, e.secret, e.disabled_at is not null as disabled`,
  )) as Claimed[];
  if (!claimed) return;
  if (claimed.disabled) {
    await finish(db, id, {
      status: "failed",
      error: "The endpoint is disabled",
      responseStatus: null,
      durationMs: null,
    });
    return;
  }
  const body = JSON.stringify(claimed.payload);
  const started = performance.now();
  const outcome = await attempt(deps, claimed, body, signal);
  const durationMs = Math.round(performance.now() - started);
  if (signal?.aborted) {
    // Cut off by a shutdown: this attempt does not count, and the row is due again (the next start's sweep).
    await db
      .update(webhookDeliveries)
      .set({ status: "pending", attempts: sql`${webhookDeliveries.attempts} - 1`, lockedUntil: null })
      .where(eq(webhookDeliveries.id, id));
    signal.throwIfAborted();
  }
  if (outcome.ok) {
    await finish(db, id, { status: "succeeded", error: null, responseStatus: outcome.status, durationMs });
    await db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 0 })
      .where(eq(webhookEndpoints.id, claimed.endpoint_id));
    return;
  }
  const delays = webhooks.retryDelaysS;
  const failure = { error: outcome.error, responseStatus: outcome.status, durationMs };
  await db
    .update(webhookEndpoints)
    .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
    .where(eq(webhookEndpoints.id, claimed.endpoint_id));
  if (claimed.attempts <= delays.length) {
    const delayMs = Math.round(delays[claimed.attempts - 1] * 1000);
    await finish(db, id, { status: "pending", ...failure, nextAttemptInMs: delayMs });
    await queueDeliveries(deps.jobs, deps.logger, [
      { id, attempts: claimed.attempts, startAfter: new Date(Date.now() + delayMs) },
    ]);
    return;
  }
  // Its retries are used up: the endpoint is turned off until an admin turns it on again.
  await finish(db, id, { status: "failed", ...failure });
  await db
    .update(webhookEndpoints)
    .set({ disabledAt: sql`now()`, disabledReason: "failures" })
    .where(and(eq(webhookEndpoints.id, claimed.endpoint_id), isNull(webhookEndpoints.disabledAt)));
  deps.logger.warn(
    { endpointId: claimed.endpoint_id, deliveryId: id },
    "webhook endpoint disabled: a delivery failed every attempt",
  );
}

async function finish(
  db: Db,
  id: string,
  outcome: {
    status: "pending" | "succeeded" | "failed";
    error: string | null;
    responseStatus: number | null;
    durationMs: number | null;
    nextAttemptInMs?: number;
  },
) {
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      lastError: outcome.error,
      lastResponseStatus: outcome.responseStatus,
      durationMs: outcome.durationMs,
      lockedUntil: null,
      ...(outcome.nextAttemptInMs !== undefined && {
        nextAttemptAt: sql`now() + make_interval(secs => ${outcome.nextAttemptInMs / 1000})`,
      }),
    })
    .where(eq(webhookDeliveries.id, id));
}

type Outcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** The webhook-id of a delivery: stable across its attempts, so a receiver can drop a repeat. */
export const webhookMessageId = (deliveryId: string) => `msg_${deliveryId.replaceAll("-", "")}`;

/** One POST: no redirect followed (node's http never follows one), the time limit on the whole exchange. */
async function attempt(deps: WebhookDeps, claimed: Claimed, body: string, signal?: AbortSignal): Promise<Outcome> {
  const { webhooks } = deps;
  let url: URL;
  try {
    url = await checkWebhookUrl(claimed.url, webhooks.allowedHosts);
  } catch (error) {
    return { ok: false, status: null, error: error instanceof Error ? error.message : String(error) };
  }
  const now = new Date();
  const messageId = webhookMessageId(claimed.id);
  const signature = new Webhook(claimed.secret).sign(messageId, now, body);
  const client = url.protocol === "https:" ? https : http;
  const allowed = isAllowedHost(url, webhooks.allowedHosts);
  return new Promise<Outcome>((resolve) => {
    let settled = false;
    const done = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": "Scriptloom-Webhooks/1",
          "webhook-id": messageId,
          "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
          "webhook-signature": signature,
        },
        // The check at connection time, on the addresses the socket is given (DNS may have changed).
        ...(!allowed && { lookup: publicOnlyLookup as never }),
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        response.resume(); // the body is not read: only the status counts
        response.on("end", () => {
          if (status >= 200 && status < 300) done({ ok: true, status });
          else if (status >= 300 && status < 400)
            done({
              ok: false,
              status,
              error: `Redirect not followed (${status} to ${response.headers.location ?? "nowhere"})`,
            });
          else done({ ok: false, status, error: `The receiver answered ${status}` });
        });
        response.on("error", (error) => done({ ok: false, status, error: error.message }));
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`No answer within ${webhooks.timeoutMs / 1000} s`));
    }, webhooks.timeoutMs);
    const onAbort = () => request.destroy(new Error("The server is shutting down"));
    signal?.addEventListener("abort", onAbort, { once: true });
    request.on("error", (error) => done({ ok: false, status: null, error: error.message }));
    request.end(body);
  });
}
