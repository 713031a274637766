import { projectEndpoints as members } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import { loadProject } from "./project-access";
import {
  addMembers,
  getMember,
  leaveProject,
  listMembers,
  myMembership,
  removeMember,
  updateMemberRole,
} from "./project-members.service";

/**
 * Every project member (Guests too: assignee and mention pickers need the list) may read members; only a
 * project Admin or a workspace Admin changes them. A workspace Admin may be outside the project, so these
 * routes' policy hands over the workspace membership and the project is loaded here.
 */
export async function projectMemberRoutes(app: App) {
  const db = app.db;
  serve(app, members.listMembers, async ({ access, params }) => listMembers(db, await loadProject(db, access, params.projectId)));
  serve(app, members.addMembers, async ({ access, params, body }) =>
    addMembers(db, await loadProject(db, access, params.projectId), body),
  );
  serve(app, members.leave, ({ access }) => leaveProject(db, access));
  serve(app, members.getMember, async ({ access, params }) =>
    getMember(db, await loadProject(db, access, params.projectId), params.memberId),
  );
  serve(app, members.updateMember, async ({ access, params, body }) =>
    updateMemberRole(db, await loadProject(db, access, params.projectId), params.memberId, body.role),
  );
  serve(app, members.removeMember, async ({ access, params }) =>
    removeMember(db, await loadProject(db, access, params.projectId), params.memberId),
  );
  serve(app, members.myMembership, ({ access }) => myMembership(db, access));
}
