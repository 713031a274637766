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
import { eventFor, type Reader } from "./visibility";

export const EVENTS_CHANNEL = "hangar_events";
/** NOTIFY payloads are capped at 8000 bytes (not characters); bigger events travel by id and are loaded by the receiver. */
const MAX_INLINE_PAYLOAD_BYTES = 7500;

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

/**
 * Call inside the transaction that makes the change: the row and the NOTIFY commit or roll back with it,
 * so no screen ever hears of a change that did not happen. One statement writes the row and sends it:
 * a create holds its project's counter until commit (features/issues/issue-writer.ts), and every round
 * trip spent after taking it is time the project's other creates wait.
 */
export async function recordEvent(tx: Db, event: NewEvent): Promise<HangarEvent> {
  const values = {
    workspace_id: event.workspace_id,
    project_id: event.project_id ?? null,
    entity_type: event.entity_type,
    entity_id: event.entity_id ?? null,
    action: event.action,
    actor_id: event.actor_id ?? null,
    payload: event.payload,
    recipient_id: event.recipient_id ?? null,
  };
  // The message is the row as toEvent gives it (created_at as JavaScript writes dates); one too big for
  // NOTIFY travels by id and the listeners load it (EventHub.receive).
  const result = await tx.execute(sql`
    with written as (
      insert into ${events} ("workspace_id", "project_id", "entity_type", "entity_id", "action", "actor_id", "payload", "recipient_id")
      values (${values.workspace_id}, ${values.project_id}, ${values.entity_type}, ${values.entity_id}, ${values.action},
        ${values.actor_id}, ${JSON.stringify(values.payload)}::jsonb, ${values.recipient_id})
      returning *
    ), message as (
      select w."id", w."workspace_id", w."created_at", json_build_object('id', w."id", 'workspace_id', w."workspace_id",
        'project_id', w."project_id", 'entity_type', w."entity_type", 'entity_id', w."entity_id", 'action', w."action",
        'actor_id', w."actor_id", 'payload', w."payload", 'recipient_id', w."recipient_id",
        'created_at', ${isoTimestamp(sql`w."created_at"`)})::text as "text"
      from written w
    )
    select m."id", m."created_at", pg_notify(${EVENTS_CHANNEL}, case when octet_length(m."text") <= ${MAX_INLINE_PAYLOAD_BYTES}
      then m."text" else json_build_object('id', m."id", 'workspace_id', m."workspace_id", 'by_ref', true)::text end)
    from message m`);
  const [row] = (result as unknown as { rows: { id: string | number; created_at: Date | string }[] }).rows;
  return { ...values, id: Number(row.id), created_at: new Date(row.created_at).toISOString() } as HangarEvent;
}

/** A timestamptz as JavaScript's toISOString writes it (UTC, milliseconds, "Z"). */
const isoTimestamp = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

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
