// PostgreSQL's error codes (SQLSTATE), read the same way everywhere: drizzle and better-auth wrap the
// driver's error, so the code sits somewhere along the chain of causes.

const MAX_DEPTH = 8;
const SQLSTATE = /^[0-9A-Z]{5}$/;

function codesAlong(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current && depth < MAX_DEPTH; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

function messagesAlong(error: unknown): string[] {
  const messages: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < MAX_DEPTH; depth++) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages;
}

/** The SQLSTATE of a failed statement ('23505'), or null when the error did not come from PostgreSQL. */
export function pgErrorCode(error: unknown): string | null {
  return codesAlong(error).find((code) => SQLSTATE.test(code)) ?? null;
}

/** A unique index refused the row (23505): the thing exists already. */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === "23505";

/** A foreign key found no row to point at (23503): what the row belongs to is gone. */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === "23503";

/** PostgreSQL can't store a NUL character in text (22021) or JSON (22P05): bad input, not our failure. */
export const isUnstorableCharacter = (error: unknown) => ["22021", "22P05"].includes(pgErrorCode(error) ?? "");

// The server is going away or can't be reached: shutdown (57P01-57P03), lost or refused connection
// (08006, 08001), and node's own network codes under node-postgres.
const UNAVAILABLE_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "08006",
  "08001",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
]);
// node-postgres: a refused or reset connection, the pool's connection time-out (an unreachable
// server), a connection closed under a query.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|connection timeout/i;

/** The database did not answer: a 503 to retry later, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    codesAlong(error).some((code) => UNAVAILABLE_CODES.has(code)) ||
    messagesAlong(error).some((message) => UNAVAILABLE_MESSAGE.test(message))
  );
}
