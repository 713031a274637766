import type { liveEndpoints } from "@hangar/contracts";
import { eventsAfter, type HangarEvent, latestEventId } from "../../lib/events";
import { workspaceAccess } from "../../lib/permissions";
import type { SocketContext } from "../../lib/serve";
import type { App } from "../../lib/types";
import { eventFor, type Reader, readerOf } from "../../lib/visibility";
import { changesMembership, concernsSocket, isActiveWorkspaceMember, mayEndAccess, sessionEndsAt } from "./live.service";

/** How far back a reconnecting client may ask; beyond it the client refetches instead of replaying. */
export const CATCH_UP_LIMIT = 1000;
/** setTimeout's ceiling (about 24.8 days); a later expiry is checked again when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Ids remembered to drop an event heard twice (live and caught up). */
const DELIVERED_MEMORY = 5000;

export type LiveSocketContext = SocketContext<typeof liveEndpoints.socket>;

/**
 * One workspace's live socket for one session. It hears what its user may read (lib/visibility.ts) and
 * lives as long as its session and membership: a committed change to either (the access channel of
 * lib/access-cache.ts) makes it check again, and its session's expiry too. Signed out, revoked,
 * deactivated or expired, it closes with 4401; out of the workspace, with 4404, after it has heard the
 * change that took it out.
 */
export async function openLiveSocket(app: App, ctx: LiveSocketContext) {
  const { socket, request, user, params, query } = ctx;
  const sessionHash = request.sessionId;
  if (!user || !sessionHash) {
    socket.close(4401, "Authentication credentials were not provided.");
    return;
  }
  let workspaceId: string;
  try {
    workspaceId = (await workspaceAccess(app.db, params.slug, user.id)).workspace.id;
  } catch {
    socket.close(4404, "Workspace not found");
    return;
  }
  const state: { reader: Reader } = { reader: { userId: user.id, projectIds: new Set() } };
  let closed = false;
  // Live events wait here until the catch-up is sent, so nothing arrives out of order or twice.
  let buffered: HangarEvent[] | null = [];
  /** Events up to here were offered to the client when it became ready, or delivered since. */
  let seenUpTo = 0;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  const send: LiveSocketContext["send"] = (message) => {
    if (!closed) ctx.send(message);
  };
  const stop = () => {
    closed = true;
    clearTimeout(expiryTimer);
    unsubscribe();
    unwatch();
  };
  const end = (code: number, reason: string) => {
    if (closed) return;
    stop();
    socket.close(code, reason);
  };

  // Ids are assigned at insert but commits can land out of order, so dedupe by id, not by a high-water mark.
  const delivered = new Set<number>();
  const deliver = async (event: HangarEvent) => {
    if (closed || delivered.has(event.id)) return;
    delivered.add(event.id);
    if (delivered.size > DELIVERED_MEMORY) delivered.delete(delivered.values().next().value as number);
    seenUpTo = Math.max(seenUpTo, event.id);
    const before = state.reader;
    if (changesMembership(event)) state.reader = await readerOf(app.db, workspaceId, user.id);
    // Whoever was in the project hears of the change that took them out (or deleted it), and nothing after.
    const visible = eventFor(event, state.reader) ?? (changesMembership(event) ? eventFor(event, before) : null);
    if (visible) send({ type: "event", event: visible });
    if (mayEndAccess(event) && !(await isActiveWorkspaceMember(app.db, workspaceId, user.id))) end(4404, "Workspace not found");
  };

  /** False (and the socket closed) once the session is over; otherwise the next check waits for its expiry. */
  const sessionLasts = async () => {
    const endsAt = await sessionEndsAt(app.db, sessionHash);
    if (!endsAt) {
      end(4401, "Session ended");
      return false;
    }
    clearTimeout(expiryTimer);
    expiryTimer = setTimeout(() => queueRecheck(), Math.min(MAX_TIMER_MS, endsAt.getTime() - Date.now() + 1));
    return true;
  };

  /**
   * After a change to the session or the memberships: the events committed with that change are heard
   * first (their NOTIFY may come after the access channel's), then what was lost closes the socket or
   * leaves the project set.
   */
  let recheckQueued = false;
  const recheck = async () => {
    recheckQueued = false;
    if (closed || !(await sessionLasts())) return;
    const { events } = await eventsAfter(app.db, workspaceId, seenUpTo, state.reader, CATCH_UP_LIMIT);
    for (const event of events) await deliver(event);
    if (closed) return;
    if (!(await isActiveWorkspaceMember(app.db, workspaceId, user.id))) return end(4404, "Workspace not found");
    state.reader = await readerOf(app.db, workspaceId, user.id);
  };

  // One at a time: a later event must not be judged against a project set an earlier one is still reloading.
  let queue = Promise.resolve();
  const enqueue = (work: () => Promise<void> | void) => {
    queue = queue.then(work).catch((err) => request.log.error({ err }, "could not deliver a live event"));
  };
  const queueRecheck = () => {
    if (recheckQueued || closed) return;
    recheckQueued = true;
    enqueue(recheck);
  };

  const unsubscribe = app.events.subscribe(workspaceId, (event) => {
    if (buffered) buffered.push(event);
    else enqueue(() => deliver(event));
  });
  const unwatch = app.events.onAccessChange((change) => {
    if (concernsSocket(change, { sessionHash, userId: user.id })) queueRecheck();
  });
  socket.on("close", stop);
  socket.on("message", (raw: Buffer) => {
    if (raw.toString() === "ping" && !closed) socket.send("pong");
  });

  // Subscribed first, read second: a change committed in between is in what is read or in what is heard.
  enqueue(async () => {
    if (!(await sessionLasts())) return;
    if (!(await isActiveWorkspaceMember(app.db, workspaceId, user.id))) return end(4404, "Workspace not found");
    state.reader = await readerOf(app.db, workspaceId, user.id);
    const after = query.after;
    if (after !== undefined) {
      const missed = await eventsAfter(app.db, workspaceId, after, state.reader, CATCH_UP_LIMIT);
      if (missed.more) send({ type: "resync" });
      else for (const event of missed.events) await deliver(event);
    }
    const lastEventId = await latestEventId(app.db);
    seenUpTo = Math.max(seenUpTo, lastEventId);
    const pending = buffered ?? [];
    buffered = null;
    for (const event of pending) await deliver(event);
    send({ type: "ready", last_event_id: lastEventId });
  });
}
