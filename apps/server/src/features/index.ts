import type { App } from "../lib/types";
import { attachmentRoutes } from "./attachments/attachments.routes";
import { authRoutes } from "./auth/auth.routes";
import { emailVerificationRoutes } from "./auth/email-verification.routes";
import { cycleRoutes } from "./cycles/cycles.routes";
import { estimateRoutes } from "./estimates/estimates.routes";
import { instanceRoutes } from "./instance/instance.routes";
import { issueRoutes } from "./issues";
import { labelRoutes } from "./labels/labels.routes";
import { liveRoutes } from "./live/live.routes";
import { moduleRoutes } from "./modules/modules.routes";
import { notificationMailRoutes } from "./notifications/mail/notification-mail.routes";
import { profileRoutes } from "./profile/profile.routes";
import { projectMemberRoutes } from "./projects/project-members.routes";
import { projectRoutes } from "./projects/projects.routes";
import { stateRoutes } from "./states/states.routes";
import { userPropertyRoutes } from "./user-properties/user-properties.routes";
import { userRoutes } from "./users/users.routes";
import { projectViewRoutes } from "./views/project-views.routes";
import { workspaceViewRoutes } from "./views/workspace-views.routes";
import { invitationRoutes } from "./workspaces/invitations.routes";
import { workspaceMemberRoutes } from "./workspaces/members.routes";
import { workspaceRoutes } from "./workspaces/workspaces.routes";

/** Every feature's routes, in one place so app.ts stays small. */
export async function registerFeatures(app: App) {
  await app.register(instanceRoutes);
  await app.register(authRoutes);
  await app.register(emailVerificationRoutes);
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
  await app.register(attachmentRoutes);
  await app.register(cycleRoutes);
  await app.register(estimateRoutes);
  await app.register(moduleRoutes);
  await app.register(userPropertyRoutes);
  await app.register(projectViewRoutes);
  await app.register(workspaceViewRoutes);
  await app.register(profileRoutes);
  await app.register(notificationMailRoutes);
}
