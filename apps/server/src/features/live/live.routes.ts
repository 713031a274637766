import { liveEndpoints } from "@hangar/contracts";
import { eventsAfter, latestEventId } from "../../lib/events";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import { readerOf } from "../../lib/visibility";
import { CATCH_UP_LIMIT, openLiveSocket } from "./live-socket";

export async function liveRoutes(app: App) {
  serve(app, liveEndpoints.catchUp, async ({ query, user, access }) => {
    const reader = await readerOf(app.db, access.workspace.id, user.id);
    const after = query.after ?? (await latestEventId(app.db));
    const { events, more } = await eventsAfter(app.db, access.workspace.id, after, reader, CATCH_UP_LIMIT);
    return { results: events, resync: more, last_event_id: await latestEventId(app.db) };
  });

  // The socket and its protocol: packages/contracts/src/endpoints/live.ts and live-socket.ts.
  serve(app, liveEndpoints.socket, (ctx) => openLiveSocket(app, ctx));
}
