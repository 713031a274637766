import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Caches of what nearly every request reads first and what rarely changes: the session's user and the
 * caller's workspace and project memberships (with the workspace and project rows).
 *
 * Correctness across processes sharing one PostgreSQL: every write that changes such a row calls
 * accessChanged() in its transaction, which NOTIFYs this channel; PostgreSQL delivers it when (and only
 * if) the transaction commits, and every process then drops the entries it names. An entry read before
 * the commit is therefore gone once the notification arrives, and a read still in flight then is not kept
 * (the group's epoch moved). In the writing process the change takes effect at once: from the write
 * until its notification arrives, nothing new is cached and entries it names are dropped, so the
 * writer's next request (and anyone else's here) already reads the database.
 *
 * Staleness bound: another process serves a changed entry until the notification reaches it (normally
 * milliseconds after the commit). If it never does (the LISTEN connection dropped and reconnected,
 * missing it, or something wrote the tables without notifying, e.g. psql), an entry still lives at most
 * ACCESS_TTL_MS. Caches serve nothing until the process LISTENs, so an app without events (some tests)
 * always reads the database.
 */
export const ACCESS_CHANNEL = "hangar_access";
export const ACCESS_TTL_MS = 5_000;
/** Entries per cache; beyond it the oldest go first (they expire within the TTL anyway). */
const CAPACITY = 10_000;

/** What a change touched: it drops every entry whose tags carry all the fields given, with these values. */
export type AccessChange = { userId?: string; workspaceId?: string; projectId?: string; sessionHash?: string };
export type AccessTags = AccessChange;

type Message = AccessChange & { id: string };
type Entry<V> = { value: V; tags: AccessTags; expiresAt: number };

const matches = (tags: AccessTags, change: AccessChange) =>
  (change.userId === undefined || tags.userId === change.userId) &&
  (change.workspaceId === undefined || tags.workspaceId === change.workspaceId) &&
  (change.projectId === undefined || tags.projectId === change.projectId) &&
  (change.sessionHash === undefined || tags.sessionHash === change.sessionHash);

/** The caches of one database handle, i.e. of one process's view of one database. */
class CacheGroup {
  /** Apps on this handle whose LISTEN runs (tests may run two on one handle). */
  listeners = 0;
  /** Moves on every change, so a read that began before it is never kept. */
  epoch = 0;
  readonly caches = new Set<AccessCache<unknown>>();
  /** Local changes whose notification has not come back yet, with when to stop waiting for it. */
  private readonly pending = new Map<string, number>();

  hasPending(now: number): boolean {
    for (const [id, until] of this.pending) if (until <= now) this.pending.delete(id);
    return this.pending.size > 0;
  }

  drop(change: AccessChange) {
    this.epoch++;
    for (const cache of this.caches) cache.drop(change);
  }

  changedHere(id: string, change: AccessChange) {
    this.drop(change);
    // A rolled-back write never notifies: stop waiting once its entries would have expired anyway.
    this.pending.set(id, Date.now() + ACCESS_TTL_MS);
  }

  notified(message: Message) {
    this.drop(message);
    this.pending.delete(message.id);
  }

  reset() {
    this.pending.clear();
    this.drop({});
  }
}

const groups = new Map<Db, CacheGroup>();

function groupOf(db: Db): CacheGroup {
  let group = groups.get(db);
  if (!group) {
    group = new CacheGroup();
    groups.set(db, group);
  }
  return group;
}

export class AccessCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loads = new Map<string, { epoch: number; promise: Promise<V | null> }>();

  private constructor(
    readonly group: CacheGroup,
    private readonly tagsOf: (value: V) => AccessTags,
  ) {}

  /** One cache per database handle; a transaction's handle has none and always reads. */
  static perDb<V>(tagsOf: (value: V) => AccessTags): (db: Db) => AccessCache<V> | null {
    const byDb = new WeakMap<Db, AccessCache<V>>();
    return (db) => {
      const group = groups.get(db);
      if (!group?.listeners) return null;
      let cache = byDb.get(db);
      if (!cache || cache.group !== group) {
        cache = new AccessCache(group, tagsOf);
        group.caches.add(cache as AccessCache<unknown>);
        byDb.set(db, cache);
      }
      return cache;
    };
  }

  /**
   * The cached value of `key`, else `load()`'s (null: not found, never cached). Concurrent misses of a
   * key share one load, unless a change came between them.
   */
  get(key: string, load: () => Promise<V | null>): Promise<V | null> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return Promise.resolve(hit.value);
    const group = this.group;
    if (group.hasPending(now)) return load();
    const shared = this.loads.get(key);
    if (shared && shared.epoch === group.epoch) return shared.promise;
    const epoch = group.epoch;
    const promise = load().finally(() => {
      if (this.loads.get(key)?.promise === promise) this.loads.delete(key);
    });
    this.loads.set(key, { epoch, promise });
    return promise.then((value) => {
      if (value !== null && epoch === group.epoch && !group.hasPending(Date.now())) this.store(key, value);
      return value;
    });
  }

  private store(key: string, value: V) {
    this.entries.delete(key);
    this.entries.set(key, { value, tags: this.tagsOf(value), expiresAt: Date.now() + ACCESS_TTL_MS });
    if (this.entries.size > CAPACITY) this.entries.delete(this.entries.keys().next().value as string);
  }

  drop(change: AccessChange) {
    for (const [key, entry] of this.entries) if (matches(entry.tags, change)) this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * Call in the transaction that changes a session, a user's name, email or standing, a membership, or a
 * workspace or project row, after the write: this process stops trusting what it cached of it at once,
 * and every process drops it when the transaction commits.
 */
export async function accessChanged(tx: Db, change: AccessChange): Promise<void> {
  const message: Message = { ...change, id: randomUUID() };
  for (const group of groups.values()) group.changedHere(message.id, change);
  await tx.execute(sql`select pg_notify(${ACCESS_CHANNEL}, ${JSON.stringify(message)})`);
}

/** The event hub calls these when its LISTEN starts and stops; until then nothing is cached. */
export function accessCachesListening(db: Db) {
  groupOf(db).listeners++;
}

export function accessCachesStopped(db: Db) {
  const group = groups.get(db);
  if (!group) return;
  group.listeners--;
  group.reset();
  if (group.listeners <= 0) groups.delete(db);
}

export function receiveAccessChange(db: Db, payload: string) {
  groups.get(db)?.notified(JSON.parse(payload) as Message);
}
