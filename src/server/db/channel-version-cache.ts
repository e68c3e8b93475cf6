import type { Db } from "./client.ts";

/**
 * Values computed from a channel's library data (its dashboard, a folder's video list), kept while
 * the channel's version is unchanged. The version lives in the database (`channel_versions`, raised
 * by triggers on every change, from any code path or app instance) and is read on every request,
 * so a kept value is never older than the data committed when the request began; the memory here
 * only saves recomputing it (docs/decisions/007-channel-versions.md). Per database handle, bounded.
 */
export function channelVersionCache<T>(limit = 500) {
  const perDatabase = new WeakMap<Db, Map<string, { version: number; value: T }>>();
  return async function cached(db: Db, key: string, version: number, compute: () => Promise<T>): Promise<T> {
    let entries = perDatabase.get(db);
    if (!entries) {
      entries = new Map();
      perDatabase.set(db, entries);
    }
    const hit = entries.get(key);
    if (hit?.version === version) {
      // Most recently used last: the map's order is the eviction order.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    }
    // Computed after the version was read: at worst newer than its version, never older.
    const value = await compute();
    const latest = entries.get(key);
    if (!latest || latest.version <= version) {
      entries.delete(key);
      entries.set(key, { version, value });
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    }
    return value;
  };
}
