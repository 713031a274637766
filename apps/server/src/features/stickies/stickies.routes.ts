import { stickyEndpoints as endpoints } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import * as service from "./stickies.service";

/**
 * Stickies: declared in packages/contracts/src/endpoints/stickies.ts. Every member, guests too, reads and
 * writes only their own; the service answers 404 for anyone else's.
 */
export async function stickyRoutes(app: App) {
  const db = app.db;
  serve(app, endpoints.create, ({ access, body }) => service.createSticky(db, access, body));
  serve(app, endpoints.list, ({ access, query }) => service.listStickies(db, access, query));
  serve(app, endpoints.get, ({ access, params }) => service.getSticky(db, access, params.stickyId));
  serve(app, endpoints.update, ({ access, params, body }) => service.updateSticky(db, access, params.stickyId, body));
  serve(app, endpoints.delete, ({ access, params }) => service.deleteSticky(db, access, params.stickyId));
}
