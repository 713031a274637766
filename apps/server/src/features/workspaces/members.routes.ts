import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import { leaveWorkspace, listMembers, removeMember, updateMemberRole } from "./members.service";

/** Workspace members: the endpoints are declared in packages/contracts/src/endpoints/workspaces.ts. */
export async function workspaceMemberRoutes(app: App) {
  const db = app.db;
  serve(app, endpoints.members, ({ access }) => listMembers(db, access));
  serve(app, endpoints.leave, ({ access }) => leaveWorkspace(db, access));
  serve(app, endpoints.updateMember, ({ access, params, body }) => updateMemberRole(db, access, params.id, body.role));
  serve(app, endpoints.removeMember, ({ access, params }) => removeMember(db, access, params.id));
}
