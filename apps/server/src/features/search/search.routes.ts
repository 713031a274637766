import { searchEndpoints as endpoints } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import * as service from "./search.service";

/** Search: declared in packages/contracts/src/endpoints/search.ts; the service keeps results to what the caller may read. */
export async function searchRoutes(app: App) {
  const db = app.db;
  serve(app, endpoints.workspace, ({ access, query }) => service.searchWorkspace(db, access, query));
  serve(app, endpoints.entity, ({ access, query }) => service.searchEntities(db, access, query));
  serve(app, endpoints.issues, ({ access, query }) => service.searchProjectIssues(db, access, query));
}
