// Publishing from code, for changes no table trigger sees (or that need a member's id): the event
// leaves when the transaction commits, through the same channel and per-transaction cap as the
// triggers (`live_event_notify`, migration `live_events`).
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";

/** An event of `src/shared/schemas/live-events.ts` (or one added there), with `forUserId` for one member only. */
export async function notifyLiveEvent(db: Db | Tx, event: { type: string } & Record<string, unknown>) {
  await db.execute(sql`select live_event_notify(${JSON.stringify(event)}::jsonb)`);
}

/**
 * Names the member behind the writes of this transaction: the triggers put it in the events' `by`.
 * Call it inside `db.transaction` (the setting ends with the transaction).
 */
export async function setLiveEventActor(tx: Tx, userId: string) {
  await tx.execute(sql`select set_config('scriptloom.actor', ${userId}, true)`);
}
