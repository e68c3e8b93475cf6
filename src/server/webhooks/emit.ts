// Decision 045: an event becomes one delivery row per enabled endpoint that chose it, written by the
// event's own writer in its transaction (or right after its write committed), so an event is kept
// exactly when its write is. The request (or sync job) that emitted it queues the rows' jobs once it has
// finished (`queueingEmittedDeliveries`); the sweep picks up any row whose job never got queued.
import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import type { WebhookEvent } from "../../shared/schemas/webhooks.ts";
import { type Db, execute, type Tx } from "../db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../db/schema.ts";

const emitted = new AsyncLocalStorage<string[]>();

/** Records the event for every enabled endpoint that chose it; nothing when there is none (one statement). */
export async function emitWebhookEvent(db: Db | Tx, type: WebhookEvent, data: Record<string, unknown>): Promise<void> {
  const body = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
  const rows = (await execute(
    db,
    sql`insert into ${webhookDeliveries} (endpoint_id, event_type, payload)
        select ${webhookEndpoints.id}, ${type}, ${body}::jsonb from ${webhookEndpoints} where ${chose(type)}
        returning id`,
  )) as Array<{ id: string }>;
  emitted.getStore()?.push(...rows.map((row) => row.id));
}

/**
 * SQL true when an enabled endpoint chose `type`. A write of one statement returns it, read in its own
 * snapshot, and emits only then: the insert would have found no endpoint either, and a card move saves
 * the round trip when nobody listens.
 */
export function subscribedSql(type: WebhookEvent) {
  return sql<boolean>`exists (select 1 from ${webhookEndpoints} where ${chose(type)})`;
}

/** An endpoint row that gets `type`: enabled, and `type` among its chosen events. */
const chose = (type: WebhookEvent) =>
  sql`${webhookEndpoints.disabledAt} is null and ${type} = any(${webhookEndpoints.events})`;

/**
 * Runs a request's handling while noting the deliveries it emits, then hands their ids to `send`
 * after the handling has finished (its transactions committed). A failed request's rows were rolled back
 * with its write, and the sweep's claim skips any id that names nothing.
 */
export async function collectingWebhookDeliveries<T>(
  work: () => Promise<T>,
  send: (ids: string[]) => Promise<void>,
): Promise<T> {
  const ids: string[] = [];
  const result = await emitted.run(ids, work);
  if (ids.length > 0) await send(ids);
  return result;
}
