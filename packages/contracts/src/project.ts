import { z } from "zod";
import { imageUrl, logoProps, text, uuid } from "./common";
import { PROJECT_FEATURE_KEYS, PROJECT_IDENTIFIER_MAX } from "./constants";
import { entityFavoriteSchema } from "./favorite";
import { memberDetailSchema, roleSchema } from "./workspace";

export const projectIdentifier = text()
  .trim()
  .min(1, "identifier is required")
  .max(PROJECT_IDENTIFIER_MAX, `identifier can be at most ${PROJECT_IDENTIFIER_MAX} characters`)
  .regex(/^[A-Z0-9]+$/, "identifier can only contain uppercase letters and digits");

const features = Object.fromEntries(PROJECT_FEATURE_KEYS.map((k) => [k, z.boolean()])) as Record<
  (typeof PROJECT_FEATURE_KEYS)[number],
  z.ZodBoolean
>;

export const projectNetwork = z.union([z.literal(0), z.literal(1)], { message: "network must be 0 (private) or 1 (public)" });

export const createProjectBody = z.object({
  name: text().trim().min(1, "name is required").max(255, "name can be at most 255 characters"),
  identifier: projectIdentifier,
  description: text().max(10000).optional(),
  network: projectNetwork.optional(),
  project_lead: uuid.nullable().optional(),
  logo_props: logoProps.optional(),
  cover_image: imageUrl.nullable().optional(),
});

export const updateProjectBody = z
  .object({
    name: createProjectBody.shape.name,
    identifier: projectIdentifier,
    description: text().max(10000),
    network: projectNetwork,
    project_lead: uuid.nullable(),
    default_assignee: uuid.nullable(),
    logo_props: logoProps,
    cover_image: imageUrl.nullable(),
    ...features,
  })
  .partial()
  .strict();

export const addProjectMembersBody = z.object({
  members: z.array(z.object({ member_id: uuid, role: roleSchema })).min(1, "members must list at least one member"),
});
export const updateProjectMemberBody = z.object({ role: roleSchema }).strict();

const queryFlag = (name: string) =>
  z.enum(["true", "false"], { message: `${name} must be true or false` }).transform((v) => v === "true");

export const listProjectsQuery = z.object({
  archived: queryFlag("archived").optional(),
  member: queryFlag("member").optional(),
  network: z.enum(["0", "1"], { message: "network must be 0 (private) or 1 (public)" }).transform(Number).optional(),
});
export const projectIdentifierQuery = z.object({
  name: text().trim().toUpperCase().pipe(projectIdentifier),
});
export const joinProjectsBody = z.object({
  project_ids: z.array(uuid).min(1, "project_ids must list at least one project").max(100),
});
export const favoriteProjectBody = z.object({ project: uuid }).strict();

export const projectIdentifierCheckSchema = z.object({ exists: z.boolean(), identifier: z.string() });
export type ProjectIdentifierCheck = z.infer<typeof projectIdentifierCheckSchema>;

export const projectFavoriteSchema = entityFavoriteSchema(
  "project",
  z.object({ name: z.string(), identifier: z.string(), logo_props: z.record(z.string(), z.unknown()) }),
);
export type ProjectFavorite = z.infer<typeof projectFavoriteSchema>;

export type ProjectFeatures = Record<(typeof PROJECT_FEATURE_KEYS)[number], boolean>;

/** A project as its viewer sees it: is_member, member_role and is_favorite are the caller's. */
export const projectSchema = z.object({
  id: z.string(),
  workspace: z.string(),
  name: z.string(),
  identifier: z.string(),
  description: z.string(),
  network: z.number(),
  project_lead: z.string().nullable(),
  default_assignee: z.string().nullable(),
  logo_props: z.record(z.string(), z.unknown()),
  cover_image: z.string().nullable(),
  archived_at: z.string().nullable(),
  sort_order: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string(),
  updated_by: z.string(),
  ...features,
  is_member: z.boolean(),
  member_role: z.number().nullable(),
  is_favorite: z.boolean(),
  members: z.array(z.string()),
  total_members: z.number(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectMemberSchema = z.object({
  id: z.string(),
  /** The user as a member list shows them; joining_date is when they joined the project. */
  member: memberDetailSchema,
  role: z.number(),
  project: z.string(),
  workspace: z.string(),
  created_at: z.string(),
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;
