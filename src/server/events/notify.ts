// Publishing from code, for changes no table trigger sees (or that need a member's id): the event
// leaves when the transaction commits, through the same channel and per-transaction cap as the
// triggers (`live_event_notify`, migration `live_events`).
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";

/** An event of `src/shared/schemas/live-events.ts` (or one added there), with `forUserId` for one member only. */
export async function notifyLiveEvent(db: Db | Tx, event: { type: string } & Record<string, unknown>) {
  await db.execute(sql`select live_event_notify(${JSON.stringify(event)}::jsonb)`);
}
