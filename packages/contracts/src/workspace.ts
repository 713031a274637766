import { z } from "zod";
import { email, imageUrl, text, uuid } from "./common";
import { ORGANIZATION_SIZES, RESERVED_WORKSPACE_SLUGS, ROLE_VALUES, WORKSPACE_SLUG_MAX } from "./constants";

const reserved = new Set<string>(RESERVED_WORKSPACE_SLUGS);

export const workspaceSlug = text()
  .min(1, "slug is required")
  .max(WORKSPACE_SLUG_MAX, `slug can be at most ${WORKSPACE_SLUG_MAX} characters`)
  .regex(/^[a-z0-9_-]+$/, "slug can only contain lowercase letters, digits, - and _")
  .refine((s) => !reserved.has(s), { message: "slug is reserved and cannot be used" });

export const roleSchema = z.union(ROLE_VALUES.map((r) => z.literal(r)) as [z.ZodLiteral<20>, z.ZodLiteral<15>, z.ZodLiteral<5>], {
  error: "role must be one of 20 (Admin), 15 (Member) or 5 (Guest)",
});

export const createWorkspaceBody = z.object({
  name: text().trim().min(1, "name is required").max(80, "name can be at most 80 characters"),
  slug: workspaceSlug,
  organization_size: z.enum(ORGANIZATION_SIZES, {
    message: `organization_size must be one of: ${ORGANIZATION_SIZES.join(", ")}`,
  }),
});
export const updateWorkspaceBody = z
  .object({
    name: createWorkspaceBody.shape.name,
    organization_size: createWorkspaceBody.shape.organization_size,
    logo_url: imageUrl.nullable(),
  })
  .partial()
  .strict();

export const inviteBody = z.object({
  emails: z
    .array(z.object({ email, role: roleSchema }))
    .min(1, "emails must list at least one invitee")
    .max(100),
});
export const acceptInvitationsBody = z.object({
  invitations: z.array(uuid).min(1, "invitations must list at least one invitation").max(100),
});
/** Whether a slug is free; any string is answered (false when it is not a valid slug). */
export const slugCheckQuery = z.object({ slug: text().max(255).default("") });
/** The token from the invitation mail; optional because the signed-in invitee's email already proves who they are. */
export const joinInvitationBody = z.object({ token: text().max(200).optional() });
export const updateMemberBody = z.object({ role: roleSchema }).strict();
export const updateInvitationBody = z.object({ role: roleSchema }).strict();

export type Workspace = {
  id: string;
  name: string;
  slug: string;
  logo_url: string | null;
  organization_size: string;
  owner: string;
  created_by: string;
  updated_by: string;
  created_at: string;
  updated_at: string;
  total_members?: number;
  role?: number;
};

export type MemberDetail = {
  id: string;
  first_name: string;
  last_name: string;
  display_name: string;
  email: string;
  avatar: string | null;
  avatar_url: string | null;
  is_bot: boolean;
  joining_date: string;
};

export type WorkspaceMember = { id: string; member: MemberDetail; role: number; created_at: string };

export type WorkspaceInvitation = {
  id: string;
  email: string;
  role: number;
  accepted: boolean;
  responded_at: string | null;
  created_at: string;
  workspace: Pick<Workspace, "id" | "name" | "slug" | "logo_url">;
  invited_by?: Pick<MemberDetail, "id" | "display_name" | "email"> | null;
};

/** The caller's own membership (GET workspace-members/me/). */
export type WorkspaceMemberMe = WorkspaceMember & { workspace: string; is_active: boolean; updated_at: string };

export type JoinInvitationResponse = { invitation: WorkspaceInvitation; workspace: Workspace };
