import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import { listMemberActivities, listMyActivities } from "./activity.service";
import { getUserProfile, getUserStats, listUserIssues } from "./profile.service";

/** A member's profile page: any workspace member may look, and sees only what their own projects hold. */
export async function profileRoutes(app: App) {
  const db = app.db;
  serve(app, endpoints.userStats, ({ access, params }) => getUserStats(db, access, params.userId));
  serve(app, endpoints.userProfile, ({ access, params }) => getUserProfile(db, access, params.userId));
  serve(app, endpoints.userActivity, ({ access, params, query }) => listMemberActivities(db, access, params.userId, query));
  serve(app, endpoints.myActivities, ({ user, query }) => listMyActivities(db, user.id, query));
  serve(app, endpoints.userIssues, ({ access, params, query }) => listUserIssues(db, access, params.userId, query));
}
