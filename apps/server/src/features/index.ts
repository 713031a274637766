import type { App } from "../lib/types";
import { authRoutes } from "./auth/auth.routes";
import { instanceRoutes } from "./instance/instance.routes";
import { labelRoutes } from "./labels/labels.routes";
import { liveRoutes } from "./live/live.routes";
import { projectMemberRoutes } from "./projects/project-members.routes";
import { projectRoutes } from "./projects/projects.routes";
import { stateRoutes } from "./states/states.routes";
import { userRoutes } from "./users/users.routes";
import { invitationRoutes } from "./workspaces/invitations.routes";
import { workspaceMemberRoutes } from "./workspaces/members.routes";
import { workspaceRoutes } from "./workspaces/workspaces.routes";

/** Every feature's routes, in one place so app.ts stays small. */
export async function registerFeatures(app: App) {
  await app.register(instanceRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(workspaceRoutes);
  await app.register(workspaceMemberRoutes);
  await app.register(invitationRoutes);
  await app.register(projectRoutes);
  await app.register(projectMemberRoutes);
  await app.register(stateRoutes);
  await app.register(labelRoutes);
  await app.register(liveRoutes);
}
