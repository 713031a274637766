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
/** `accepted: false` declines the invitation (spec §7 join POST); left out, it accepts. */
export const joinInvitationBody = z.object({ token: text().max(200).optional(), accepted: z.boolean().optional() });
/** The join page may pass the mailed token, which shows the invitee's address unmasked. */
export const joinInvitationQuery = z.object({ token: text().max(200).optional() });
export const updateMemberBody = z.object({ role: roleSchema }).strict();
export const updateInvitationBody = z.object({ role: roleSchema }).strict();

/** `role` is the caller's own and `total_members` counts active members; a live event's payload has neither. */
export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  organization_size: z.string(),
  owner: z.string(),
  created_by: z.string(),
  updated_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  total_members: z.number().optional(),
  role: z.number().optional(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const memberDetailSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_bot: z.boolean(),
  joining_date: z.string(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const workspaceMemberSchema = z.object({
  id: z.string(),
  member: memberDetailSchema,
  role: z.number(),
  created_at: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

export const workspaceInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.number(),
  accepted: z.boolean(),
  responded_at: z.string().nullable(),
  created_at: z.string(),
  workspace: workspaceSchema.pick({ id: true, name: true, slug: true, logo_url: true }),
  invited_by: memberDetailSchema.pick({ id: true, display_name: true, email: true }).nullable().optional(),
});
export type WorkspaceInvitation = z.infer<typeof workspaceInvitationSchema>;

/** The caller's own membership (GET workspace-members/me/). */
export const workspaceMemberMeSchema = workspaceMemberSchema.extend({
  workspace: z.string(),
  is_active: z.boolean(),
  updated_at: z.string(),
});
export type WorkspaceMemberMe = z.infer<typeof workspaceMemberMeSchema>;

/** The workspace joined; null when the invitation was declined. */
export const joinInvitationResponseSchema = z.object({
  invitation: workspaceInvitationSchema,
  workspace: workspaceSchema.nullable(),
});
export type JoinInvitationResponse = z.infer<typeof joinInvitationResponseSchema>;
