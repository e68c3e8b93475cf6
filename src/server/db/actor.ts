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

const actors = new AsyncLocalStorage<{ userId: string; via: string } | typeof ANY_ACTOR>();

/** Runs `work` (a request's handling, and what it starts) as written by `userId`, through `via` if given. */
export const writingAs = <T>(userId: string, work: () => T, via?: WritingVia): T =>
  actors.run({ userId, via: via ? JSON.stringify(via) : "" }, work);

/**
 * Runs `work`, whose statements neither fire a trigger nor take a default that names the writer (the
 * session's lookup), on a connection as it is: setting the actor back to nobody first would cost a
 * round trip, and one more to name the member again for the write that follows.
 */
export const withAnyActor = <T>(work: () => T): T => actors.run(ANY_ACTOR, work);
const ANY_ACTOR = Symbol("any actor");

/** The member writing and how, "" where no member is (a scheduled job, a guest, start-up), or null if it doesn't matter. */
const currentActor = () => {
  const store = actors.getStore();
  if (store === ANY_ACTOR) return null;
  return store ? { key: `${store.userId}\n${store.via}`, userId: store.userId, via: store.via } : NOBODY;
};
const NOBODY = { key: "\n", userId: "", via: "" };

const SET_ACTOR = "select set_config('scriptloom.actor', $1, false), set_config('scriptloom.via', $2, false)";

/**
 * On PostgreSQL: each statement runs on a pooled connection. The actor is read where the connection
 * is asked for, in the asking request's context: the pool's `acquire` event would run in the context
 * of whichever request released the connection to a waiting one, and name that request's member. The
 * connection is handed over once the setting is made (pg deprecates queueing a query behind another).
 */
export function trackActorOnPool(pool: pg.Pool) {
  const actorOf = new WeakMap<pg.PoolClient, string>();
  type HandOver = (
    error: Error | undefined,
    client: pg.PoolClient | undefined,
    done: (release?: unknown) => void,
  ) => void;
  const connect = pool.connect.bind(pool) as (handOver: HandOver) => void;
  // pg-pool's own `query` asks through `this.connect` with a callback; drizzle's transactions ask for a promise.
  pool.connect = ((callback?: HandOver) => {
    const actor = currentActor();
    const asked = (handOver: HandOver) =>
      connect((error, client, done) => {
        if (error || !client || !actor || (actorOf.get(client) ?? NOBODY.key) === actor.key) {
          handOver(error, client, done);
          return;
        }
        // Checked out, a client has no 'error' listener until its user adds one (pg-pool's `query` does
        // once it has the client): a connection lost meanwhile would crash the process unhandled. The
        // setting's own failure reports it.
        const lost = () => {};
        client.on("error", lost);
        client
          .query(SET_ACTOR, [actor.userId, actor.via])
          .finally(() => client.removeListener("error", lost))
          .then(
            () => {
              actorOf.set(client, actor.key);
              handOver(undefined, client, done);
            },
            (failure: Error) => {
              // A connection that could not take the setting (lost) leaves the pool; the statement fails.
              done(failure);
              handOver(failure, undefined, () => {});
            },
          );
      });
    if (callback) return asked(callback);
    return new Promise<pg.PoolClient>((resolve, reject) =>
      asked((error, client) => (error || !client ? reject(error) : resolve(client))),
    );
  }) as typeof pool.connect;
}

/**
 * On PGlite: one session, whose statements and transactions run one at a time in the order they were
 * asked for; the setting is asked for just before the statement or transaction that needs it.
 */
export function trackActorOnPglite(client: PGlite) {
  let sessionActor = NOBODY.key;
  const setFirst = () => {
    const actor = currentActor();
    if (!actor || actor.key === sessionActor) return;
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
