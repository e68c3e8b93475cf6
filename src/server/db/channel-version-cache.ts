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
  const entriesOf = (db: Db) => {
    let entries = perDatabase.get(db);
    if (!entries) {
      entries = new Map();
      perDatabase.set(db, entries);
    }
    return entries;
  };
  const lookUp = (entries: Map<string, { version: number; value: T }>, key: string, version: number) => {
    const hit = entries.get(key);
    if (hit?.version !== version) return undefined;
    // Most recently used last: the map's order is the eviction order.
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  };
  // Computed after the version was read: at worst newer than its version, never older.
  const keep = (entries: Map<string, { version: number; value: T }>, key: string, version: number, value: T) => {
    const latest = entries.get(key);
    if (!latest || latest.version <= version) {
      entries.delete(key);
      entries.set(key, { version, value });
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    }
  };

  async function cached(db: Db, key: string, version: number, compute: () => Promise<T>): Promise<T> {
    const entries = entriesOf(db);
    const hit = lookUp(entries, key, version);
    if (hit) return hit.value;
    const value = await compute();
    keep(entries, key, version, value);
    return value;
  }

  /**
   * Many keys at once (the board of every channel): the values not kept at their version are
   * computed together by one call, so the number of queries does not grow with the keys.
   */
  cached.many = async (
    db: Db,
    wanted: { key: string; version: number }[],
    computeMissing: (keys: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> => {
    const entries = entriesOf(db);
    const values = new Map<string, T>();
    const missing: { key: string; version: number }[] = [];
    for (const { key, version } of wanted) {
      const hit = lookUp(entries, key, version);
      if (hit) values.set(key, hit.value);
      else missing.push({ key, version });
    }
    if (missing.length === 0) return values;
    const computed = await computeMissing(missing.map((m) => m.key));
    for (const { key, version } of missing) {
      const value = computed.get(key);
      if (value === undefined) continue;
      keep(entries, key, version, value);
      values.set(key, value);
    }
    return values;
  };
  return cached;
}
