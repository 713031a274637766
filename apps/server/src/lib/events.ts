import type { LiveChange, LiveEvent } from "@hangar/contracts";
import { and, eq, gt, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "../db/client";
import { events } from "../db/schema";
import {
  ACCESS_CHANNEL,
  type AccessChange,
  accessCachesListening,
  accessCachesStopped,
  receiveAccessChange,
} from "./access-cache";
import { placeholdersFor, runShaped } from "./compiled-sql";
import { eventFor, type Reader } from "./visibility";

/** Also named by the database function announce_events (db/schema/triggers.ts), which sends on it. */
export const EVENTS_CHANNEL = "hangar_events";

/** An event as stored and sent: one member of the contracts' typed union (packages/contracts/src/events.ts). */
export type HangarEvent = LiveEvent;

/**
 * What a writer records: a change (entity type, action and the payload they call for, checked together)
 * and where it happened. A payload that does not match its entity and action does not compile.
 */
export type NewEvent = LiveChange & {
  workspace_id: string;
  project_id?: string | null;
  entity_id?: string | null;
  actor_id?: string | null;
  /** Only this user hears of it (their drafts, their private views); null: whoever may see the project. */
  recipient_id?: string | null;
};

/** A change to one entity, as a feature's writer states it. */
export type EntityChange = LiveChange & { entity_id?: string | null };

type EventRow = typeof events.$inferSelect;
/** Every row was written by recordEvent, which takes only the typed union: the row is read back as one. */
const toEvent = (row: EventRow): HangarEvent => ({ ...row, created_at: row.created_at.toISOString() }) as HangarEvent;

/** An event's columns as written, from what a writer states. */
export function eventValues(event: NewEvent) {
  return {
    workspace_id: event.workspace_id,
    project_id: event.project_id ?? null,
    entity_type: event.entity_type,
    entity_id: event.entity_id ?? null,
    action: event.action,
    actor_id: event.actor_id ?? null,
    payload: event.payload as Record<string, unknown>,
    recipient_id: event.recipient_id ?? null,
  };
}

/**
 * Call inside the transaction that makes the change. The database announces every event row it writes
 * (the trigger events_announce, migration 0017) with a NOTIFY that is sent when the transaction
 * commits and dropped when it rolls back, so no screen ever hears of a change that did not happen.
 */
export async function recordEvent(tx: Db, event: NewEvent): Promise<HangarEvent> {
  // Every write records one: built once (lib/compiled-sql.ts runShaped), run with this event's values.
  const [row] = await runShaped<EventRow>(
    tx,
    "record-event",
    (db) =>
      db
        .insert(events)
        .values(placeholdersFor(EVENT_COLUMNS) as unknown as typeof events.$inferInsert)
        .returning(),
    eventValues(event),
  );
  return toEvent(row);
}

/** The columns a writer gives an event (eventValues), in the order statements name them. */
export const EVENT_COLUMNS = [
  "workspace_id",
  "project_id",
  "entity_type",
  "entity_id",
  "action",
  "actor_id",
  "payload",
  "recipient_id",
] as const satisfies (keyof ReturnType<typeof eventValues>)[];

/** An event's columns for eventInsertStatement, each its value or a placeholder; the payload as JSON text. */
export type EventColumns = Record<keyof ReturnType<typeof eventValues>, unknown>;

/** `event`'s columns as eventInsertStatement takes them. */
export function eventColumns(event: NewEvent): EventColumns {
  const v = eventValues(event);
  return { ...v, payload: JSON.stringify(v.payload) };
}

/**
 * recordEvent's insert as a statement for a caller to run inside one of its own (a WITH), with values
 * read from `from`: `set` puts them into the payload at the paths given (e.g. a new issue's number,
 * known only to the statement that takes it).
 */
export function eventInsertStatement(columns: EventColumns, from: SQL, set: { path: string[]; value: SQL }[]): SQL {
  let payload = sql`${columns.payload}::jsonb`;
  // jsonb_set with a NULL value would empty the whole payload: a NULL is put as JSON null.
  for (const { path, value } of set)
    payload = sql`jsonb_set(${payload}, ${`{${path.join(",")}}`}::text[], coalesce(to_jsonb(${value}), 'null'::jsonb))`;
  return sql`
    insert into ${events} ("workspace_id", "project_id", "entity_type", "entity_id", "action", "actor_id", "payload", "recipient_id")
    select ${columns.workspace_id}::uuid, ${columns.project_id}::uuid, ${columns.entity_type}, ${columns.entity_id}::uuid,
      ${columns.action}, ${columns.actor_id}::uuid, ${payload}, ${columns.recipient_id}::uuid
    from ${from}
    returning "id"`;
}

/** A change to something inside a project, made by the caller (what most project features record). */
export function recordProjectChange(
  tx: Db,
  access: { project: { id: string; workspace_id: string }; userId: string },
  change: EntityChange,
): Promise<HangarEvent> {
  return recordEvent(tx, {
    workspace_id: access.project.workspace_id,
    project_id: access.project.id,
    actor_id: access.userId,
    ...change,
  });
}

/**
 * Events of a workspace after `afterId` that the reader may hear of (lib/visibility.ts), oldest first,
 * for clients catching up after a dropped connection. `more` says whether the limit cut the answer.
 */
export async function eventsAfter(
  db: Db,
  workspaceId: string,
  afterId: number,
  reader: { userId: string; projectIds: Iterable<string>; pageProjectIds?: ReadonlySet<string> },
  limit: number,
): Promise<{ events: HangarEvent[]; more: boolean }> {
  const userId = reader.userId;
  const projectIds = [...reader.projectIds];
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.workspace_id, workspaceId),
        gt(events.id, afterId),
        projectIds.length ? or(isNull(events.project_id), inArray(events.project_id, projectIds)) : isNull(events.project_id),
        or(isNull(events.recipient_id), eq(events.recipient_id, userId)),
      ),
    )
    .orderBy(events.id)
    .limit(limit + 1);
  const visible: Reader = { userId, projectIds: new Set(projectIds), pageProjectIds: reader.pageProjectIds };
  return {
    events: rows
      .slice(0, limit)
      .map((row) => eventFor(toEvent(row), visible))
      .filter((e): e is HangarEvent => e !== null),
    more: rows.length > limit,
  };
}

export async function latestEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${events.id}), 0)::int` }).from(events);
  return Number(row?.id ?? 0);
}

type Listener = (event: HangarEvent) => void;
type AccessListener = (change: AccessChange) => void;

/** One per process: hears every committed event (from this or any other process) and hands it to sockets. */
export class EventHub {
  private byWorkspace = new Map<string, Set<Listener>>();
  private accessListeners = new Set<AccessListener>();
  private stop: (() => Promise<void>) | null = null;
  /** The message being delivered; receive() never rejects, so the chain never breaks. */
  private delivering: Promise<void> = Promise.resolve();
  private stopAccess: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(listen: Database["listen"]) {
    // One message after the other: a message naming events by id is loaded before it is passed on, and
    // the messages after it must wait for it, or a screen would hear a later change first.
    this.stop = await listen(EVENTS_CHANNEL, (payload) => {
      this.delivering = this.delivering.then(() => this.receive(payload));
    });
    // The access caches (lib/access-cache.ts) serve only while this process hears of access changes.
    // While that connection is down, changes go unheard: the caches stop serving until it is back.
    this.stopAccess = await listen(
      ACCESS_CHANNEL,
      (payload) => this.receiveAccess(payload),
      (listening) => {
        if (!listening) return accessCachesStopped(this.db);
        accessCachesListening(this.db);
        // Whatever changed while the connection was down went unheard: everyone re-checks.
        this.announceAccess({});
      },
    );
    accessCachesListening(this.db);
  }

  async close() {
    if (this.stopAccess) {
      accessCachesStopped(this.db);
      await this.stopAccess();
      this.stopAccess = null;
    }
    await this.stop?.();
    this.stop = null;
  }

  private receiveAccess(payload: string) {
    try {
      receiveAccessChange(this.db, payload);
      const { id: _id, ...change } = JSON.parse(payload) as AccessChange & { id?: string };
      this.announceAccess(change);
    } catch (err) {
      this.log.error({ err }, "could not apply an access change");
    }
  }

  private announceAccess(change: AccessChange) {
    for (const listener of this.accessListeners) listener(change);
  }

  /**
   * Hears every committed change to sessions, users' standing and memberships (lib/access-cache.ts), in
   * every process, after the cache has dropped what it names: live sockets re-check their session and
   * scope with it.
   */
  onAccessChange(listener: AccessListener): () => void {
    this.accessListeners.add(listener);
    return () => this.accessListeners.delete(listener);
  }

  subscribe(workspaceId: string, listener: Listener): () => void {
    let set = this.byWorkspace.get(workspaceId);
    if (!set) {
      set = new Set();
      this.byWorkspace.set(workspaceId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byWorkspace.delete(workspaceId);
    };
  }

  private async receive(payload: string) {
    try {
      const parsed = JSON.parse(payload) as HangarEvent & { by_ref?: boolean; ids?: number[] };
      const listeners = this.byWorkspace.get(parsed.workspace_id);
      if (!listeners?.size) return;
      let heard: HangarEvent[] = [parsed];
      if (parsed.by_ref) {
        // One event too big to travel inline, or a batch named by ids (a notification fan-out's).
        const ids = parsed.ids ?? [parsed.id];
        const rows = await this.db.select().from(events).where(inArray(events.id, ids)).orderBy(events.id);
        heard = rows.map(toEvent);
      }
      for (const event of heard) for (const listener of listeners) listener(event);
    } catch (err) {
      this.log.error({ err }, "could not deliver an event");
    }
  }
}
