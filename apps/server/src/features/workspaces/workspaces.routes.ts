import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import {
  createWorkspace,
  deleteWorkspace,
  getMyMembership,
  getWorkspace,
  isSlugAvailable,
  listWorkspacesOf,
  updateWorkspace,
} from "./workspaces.service";

/** Workspaces: the endpoints are declared in packages/contracts/src/endpoints/workspaces.ts; the rules live in the services. */
export async function workspaceRoutes(app: App) {
  const db = app.db;
  serve(app, endpoints.list, ({ user }) => listWorkspacesOf(db, user.id));
  serve(app, endpoints.create, ({ user, body }) => createWorkspace(db, user.id, body));
  serve(app, endpoints.slugCheck, async ({ query }) => ({ status: await isSlugAvailable(db, query.slug) }));
  serve(app, endpoints.get, ({ access }) => getWorkspace(db, access));
  serve(app, endpoints.update, ({ access, body }) => updateWorkspace(db, access, body));
  serve(app, endpoints.delete, ({ access }) => deleteWorkspace(db, access));
  serve(app, endpoints.myMembership, ({ access }) => getMyMembership(db, access));
}
