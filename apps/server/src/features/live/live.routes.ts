import { ROLE } from "@hangar/contracts";
import { z } from "zod";
import { eventsAfter, type HangarEvent, latestEventId } from "../../lib/events";
import { workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { canSee, changesMembership, isActiveWorkspaceMember, mayEndAccess, memberProjectIds } from "./live.service";

/** How far back a reconnecting client may ask; beyond it the client refetches instead of replaying. */
const CATCH_UP_LIMIT = 1000;
const params = z.object({ slug: z.string() });
const query = z.object({ after: z.coerce.number().int().min(0).optional() });

export async function liveRoutes(app: App) {
  app.get(
    "/api/workspaces/:slug/events/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params, querystring: query } },
    async (request) => {
      const { workspace } = await workspaceAccess(app.db, request.params.slug, requireUser(request).id);
      const projects = await memberProjectIds(app.db, workspace.id, requireUser(request).id);
      const after = request.query.after ?? (await latestEventId(app.db));
      const userId = requireUser(request).id;
      const rows = await eventsAfter(app.db, workspace.id, after, { userId, projectIds: [...projects] }, CATCH_UP_LIMIT + 1);
      return {
        results: rows.slice(0, CATCH_UP_LIMIT),
        resync: rows.length > CATCH_UP_LIMIT,
        last_event_id: await latestEventId(app.db),
      };
    },
  );

  /**
   * WebSocket of a workspace's live changes. Protocol (server → client, JSON):
   * {type:"event", event} for each change the user may see; {type:"ready", last_event_id} once caught up;
   * {type:"resync"} when the gap is too large to replay (refetch everything).
   */
  app.get(
    "/api/workspaces/:slug/events/live/",
    { config: { access: { workspace: ROLE.GUEST } }, websocket: true, schema: { params, querystring: query } },
    async (socket, request) => {
      const user = request.user;
      if (!user) {
        socket.close(4401, "Authentication credentials were not provided.");
        return;
      }
      let access: Awaited<ReturnType<typeof workspaceAccess>>;
      try {
        access = await workspaceAccess(app.db, request.params.slug, user.id);
      } catch {
        socket.close(4404, "Workspace not found");
        return;
      }
      const workspaceId = access.workspace.id;
      let projects = await memberProjectIds(app.db, workspaceId, user.id);
      const send = (message: unknown) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      // Buffer live events until the catch-up is sent, so nothing arrives out of order or twice.
      let buffered: HangarEvent[] | null = [];
      let closed = false;
      // Ids are assigned at insert but commits can land out of order, so dedupe by id, not by a high-water mark.
      const delivered = new Set<number>();
      const deliver = async (event: HangarEvent) => {
        if (closed || delivered.has(event.id)) return;
        delivered.add(event.id);
        if (delivered.size > 5000) delivered.delete(delivered.values().next().value as number);
        const before = projects;
        if (changesMembership(event)) projects = await memberProjectIds(app.db, workspaceId, user.id);
        // Whoever was in the project hears of the change that took them out (or deleted it), and nothing after.
        if (canSee(event, projects, user.id) || (changesMembership(event) && canSee(event, before, user.id)))
          send({ type: "event", event });
        if (mayEndAccess(event) && !(await isActiveWorkspaceMember(app.db, workspaceId, user.id))) {
          closed = true;
          socket.close(4404, "Workspace not found");
        }
      };
      // One at a time: a later event must not be judged against a project set an earlier one is still reloading.
      let queue = Promise.resolve();
      const enqueue = (work: () => Promise<void> | void) => {
        queue = queue.then(work).catch((err) => request.log.error({ err }, "could not deliver a live event"));
      };
      const unsubscribe = app.events.subscribe(workspaceId, (event) => {
        if (buffered) buffered.push(event);
        else enqueue(() => deliver(event));
      });
      socket.on("close", () => {
        closed = true;
        unsubscribe();
      });
      socket.on("message", (raw: Buffer) => {
        if (raw.toString() === "ping") socket.send("pong");
      });

      const after = request.query.after;
      if (after !== undefined) {
        const missed = await eventsAfter(
          app.db,
          workspaceId,
          after,
          { userId: user.id, projectIds: [...projects] },
          CATCH_UP_LIMIT + 1,
        );
        if (missed.length > CATCH_UP_LIMIT) send({ type: "resync" });
        else for (const event of missed) enqueue(() => deliver(event));
      }
      const lastEventId = await latestEventId(app.db);
      const pending = buffered;
      buffered = null;
      for (const event of pending) enqueue(() => deliver(event));
      enqueue(() => send({ type: "ready", last_event_id: lastEventId }));
    },
  );
}
