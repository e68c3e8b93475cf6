// Who is writing: the member whose request runs. The live events' triggers name them as `by`
// (`live_event_actor`, migration 0011, reads the session setting `scriptloom.actor`); a row's own
// author is only known on its insert, so without this an update's or a delete's event would name
// nobody. A member's writing request runs inside `writingAs`; the database handles set the setting
// on the session a statement runs on whenever it names someone else than the last statement there.
// A request made with an access token also sets `scriptloom.via` (the token's name, and the agent's
// through MCP), which the activity log's `via` column reads as its default (decision 044).
import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/** What a write was made through, besides the member's session: an access token, and the agent using it. */
export interface WritingVia {
  token: string;
  agent?: string;
}

const actors = new AsyncLocalStorage<{ userId: string; via: string }>();

/** Runs `work` (a request's handling, and what it starts) as written by `userId`, through `via` if given. */
export const writingAs = <T>(userId: string, work: () => T, via?: WritingVia): T =>
  actors.run({ userId, via: via ? JSON.stringify(via) : "" }, work);

/** The member writing and how, or "" where no member is (a scheduled job, a guest, start-up). */
const currentActor = () => {
  const store = actors.getStore();
  return store ? { key: `${store.userId}\n${store.via}`, userId: store.userId, via: store.via } : NOBODY;
};
const NOBODY = { key: "\n", userId: "", via: "" };

const SET_ACTOR = "select set_config('scriptloom.actor', $1, false), set_config('scriptloom.via', $2, false)";

/**
 * On PostgreSQL: each statement runs on a pooled connection, handed out by `acquire`; the setting is
 * queued on it before the statement that asked for it (a connection runs its queue in order).
 */
export function trackActorOnPool(pool: pg.Pool) {
  const actorOf = new WeakMap<pg.PoolClient, string>();
  pool.on("acquire", (client) => {
    const actor = currentActor();
    if ((actorOf.get(client) ?? NOBODY.key) === actor.key) return;
    actorOf.set(client, actor.key);
    // A failure here (a lost connection) fails the statement queued after it too, which reports it.
    client.query(SET_ACTOR, [actor.userId, actor.via]).catch(() => {});
  });
}

/**
 * On PGlite: one session, whose statements and transactions run one at a time in the order they were
 * asked for; the setting is asked for just before the statement or transaction that needs it.
 */
export function trackActorOnPglite(client: PGlite) {
  let sessionActor = NOBODY.key;
  const setFirst = () => {
    const actor = currentActor();
    if (actor.key === sessionActor) return;
    sessionActor = actor.key;
    query(SET_ACTOR, [actor.userId, actor.via]).catch(() => {});
  };
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite["query"]>) => {
    setFirst();
    return query(...args);
  }) as PGlite["query"];
  client.transaction = ((...args: Parameters<PGlite["transaction"]>) => {
    setFirst();
    return transaction(...args);
  }) as PGlite["transaction"];
}
