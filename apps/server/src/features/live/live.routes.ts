import { ROLE } from "@hangar/contracts";
import { z } from "zod";
import { forbidden } from "../../lib/errors";
import { eventsAfter, latestEventId } from "../../lib/events";
import { workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { readerOf } from "../../lib/visibility";
import { handshakeOriginAllowed } from "./live.service";
import { CATCH_UP_LIMIT, openLiveSocket } from "./live-socket";

const params = z.object({ slug: z.string() });
const query = z.object({ after: z.coerce.number().int().min(0).optional() });

export async function liveRoutes(app: App) {
  app.get(
    "/api/workspaces/:slug/events/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params, querystring: query } },
    async (request) => {
      const userId = requireUser(request).id;
      const { workspace } = await workspaceAccess(app.db, request.params.slug, userId);
      const reader = await readerOf(app.db, workspace.id, userId);
      const after = request.query.after ?? (await latestEventId(app.db));
      const { events, more } = await eventsAfter(app.db, workspace.id, after, reader, CATCH_UP_LIMIT);
      return { results: events, resync: more, last_event_id: await latestEventId(app.db) };
    },
  );

  /**
   * WebSocket of a workspace's live changes. Protocol (server → client, JSON):
   * {type:"event", event} for each change the user may see; {type:"ready", last_event_id} once caught up;
   * {type:"resync"} when the gap is too large to replay (refetch everything).
   * It lives as long as its session: signing out, revoked sessions, a deactivated account or expiry close
   * it with 4401, losing the workspace with 4404. A handshake from another site's page is refused (403).
   */
  app.get(
    "/api/workspaces/:slug/events/live/",
    {
      config: { access: { workspace: ROLE.GUEST } },
      websocket: true,
      schema: { params, querystring: query },
      preValidation: async (request) => {
        if (!handshakeOriginAllowed(request.headers.origin, app.env.appOrigin))
          throw forbidden("This origin may not open the live connection");
      },
    },
    (socket, request) => openLiveSocket(app, socket, request),
  );
}
