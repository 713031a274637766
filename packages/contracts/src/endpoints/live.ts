import { ROLE } from "../constants";
import { endpoint } from "../endpoint";
import { liveCatchUpSchema, liveQuery, liveServerMessageSchema } from "../events";

const member = { workspace: ROLE.GUEST } as const;

/** The live event channel (DESIGN §6): every member of a workspace hears what they may read of it. */
export const liveEndpoints = {
  catchUp: endpoint({
    method: "GET",
    path: "/api/workspaces/:slug/events/",
    query: liveQuery,
    access: member,
    response: liveCatchUpSchema,
    summary: "Events after ?after= the caller may hear of (the latest id when absent), for a client catching up",
  }),
  /**
   * Server → client JSON messages: {type:"event", event} for each change the user may see; {type:"ready",
   * last_event_id} once caught up; {type:"resync"} when the gap is too large to replay. It lives as long as
   * its session: signing out, revoked sessions, a deactivated account or expiry close it with 4401, losing
   * the workspace with 4404. A handshake from another site's page is refused (403).
   */
  socket: {
    ...endpoint({
      method: "GET",
      path: "/api/workspaces/:slug/events/live/",
      query: liveQuery,
      access: member,
      response: liveServerMessageSchema,
      summary: "WebSocket of the workspace's live changes; ?after= replays what a reconnecting client missed",
    }),
    // Set here, not in the definition, so that the entry's type says it: the server serves it to a socket.
    websocket: true as const,
  },
};
