/**
 * A bounded in-memory cache of database reads, kept correct by the database's own change
 * announcements: whoever owns it calls `forgetTag` for each announced change and `setLive` when
 * announcements stop or resume. It never serves a value read before an announcement that arrived
 * after the read began, and while announcements may be missed (not live) it serves and keeps
 * nothing: every `get` reads through.
 */
export type ReadCache<K, V> = {
  /** The cached value of `key`, or what `load` reads (one read shared by concurrent callers). */
  get(key: K): Promise<V>;
  /** Drops every entry tagged `tag`, and every read of it still in flight. */
  forgetTag(tag: string): void;
  /** Drops everything; with `live` false nothing is kept until it is set true again. */
  setLive(live: boolean): void;
  /** Drops everything, and every read in flight (an announcement of every user). */
  forgetAll(): void;
  readonly size: number;
};

export type ReadCacheOptions<K, V> = {
  /** Reads a key's value from the database. */
  load: (key: K) => Promise<V>;
  /** At most this many entries; the oldest go first. */
  maxEntries: number;
  /** An entry older than this is read again, whatever the announcements said. */
  ttlMs: number;
  /** What announcement drops a value: usually the id of the user it belongs to. */
  tagOf: (value: V, key: K) => string | undefined;
  /**
   * The tag a key's value will have, when the key alone tells (a user id does; a token does
   * not). Without it an announcement cancels every read in flight, not only that tag's.
   */
  tagOfKey?: (key: K) => string;
  /** False for values not worth keeping (an unknown token: anyone could fill memory with those). */
  keep?: (value: V) => boolean;
  now?: () => number;
};

type Entry<V> = { value: V; tag: string | undefined; storedAt: number };
type Read<V> = { promise: Promise<V>; epoch: number };

export function createReadCache<K, V>(options: ReadCacheOptions<K, V>): ReadCache<K, V> {
  const now = options.now ?? Date.now;
  const entries = new Map<K, Entry<V>>();
  const inFlight = new Map<K, Read<V>>();
  const keysByTag = new Map<string, Set<K>>();
  let live = false;
  // Bumped by every `setLive` and `forgetAll`: a read begun before it never stores its result.
  let epoch = 0;
  const forgetAll = () => {
    epoch++;
    entries.clear();
    keysByTag.clear();
    inFlight.clear();
  };

  const untag = (key: K, tag: string | undefined) => {
    if (tag === undefined) return;
    const keys = keysByTag.get(tag);
    keys?.delete(key);
    if (keys?.size === 0) keysByTag.delete(tag);
  };
  const drop = (key: K) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    untag(key, entry.tag);
  };
  const store = (key: K, value: V) => {
    drop(key);
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) drop(oldest.value);
    }
    const tag = options.tagOf(value, key);
    entries.set(key, { value, tag, storedAt: now() });
    if (tag !== undefined) {
      const keys = keysByTag.get(tag) ?? new Set<K>();
      keys.add(key);
      keysByTag.set(tag, keys);
    }
  };

  return {
    get(key) {
      const { load } = options;
      if (!live) return load(key);
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < options.ttlMs) return Promise.resolve(entry.value);
      const pending = inFlight.get(key);
      if (pending) return pending.promise;
      const read: Read<V> = { promise: load(key), epoch };
      inFlight.set(key, read);
      const settle = () => {
        // Still ours: no announcement about this key (nor a loss of them) came while reading.
        const current = inFlight.get(key) === read && read.epoch === epoch;
        if (current) inFlight.delete(key);
        return current;
      };
      read.promise.then((value) => {
        if (settle() && live && (options.keep?.(value) ?? true)) store(key, value);
      }, settle);
      return read.promise;
    },
    forgetTag(tag) {
      for (const key of keysByTag.get(tag) ?? []) entries.delete(key);
      keysByTag.delete(tag);
      // A read in flight may have seen the database before the change: it must not store.
      for (const key of inFlight.keys()) {
        if (!options.tagOfKey || options.tagOfKey(key) === tag) inFlight.delete(key);
      }
    },
    setLive(next) {
      live = next;
      forgetAll();
    },
    forgetAll,
    get size() {
      return entries.size;
    },
  };
}
