import type { App } from "../lib/types";
import { attachmentRoutes } from "./attachments/attachments.routes";
import { authRoutes } from "./auth/auth.routes";
import { instanceRoutes } from "./instance/instance.routes";
import { commentRoutes } from "./issues/comments.routes";
import { historyRoutes } from "./issues/history.routes";
import { issueRoutes } from "./issues/issues.routes";
import { linkRoutes } from "./issues/links.routes";
import { reactionRoutes } from "./issues/reactions.routes";
import { relationRoutes } from "./issues/relations.routes";
import { subscriptionRoutes } from "./issues/subscriptions.routes";
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
  await app.register(issueRoutes);
  await app.register(commentRoutes);
  await app.register(reactionRoutes);
  await app.register(linkRoutes);
  await app.register(relationRoutes);
  await app.register(subscriptionRoutes);
  await app.register(historyRoutes);
  await app.register(attachmentRoutes);
}
