import { z } from "zod";
import { imageUrl, logoProps, text, uuid } from "./common";
import { PROJECT_FEATURE_KEYS, PROJECT_IDENTIFIER_MAX } from "./constants";
import type { EntityFavorite } from "./favorite";
import { roleSchema } from "./workspace";

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

export type ProjectIdentifierCheck = { exists: boolean; identifier: string };

export type ProjectFavorite = EntityFavorite<
  "project",
  { name: string; identifier: string; logo_props: Record<string, unknown> }
>;

export type ProjectFeatures = Record<(typeof PROJECT_FEATURE_KEYS)[number], boolean>;

export type Project = ProjectFeatures & {
  id: string;
  workspace: string;
  name: string;
  identifier: string;
  description: string;
  network: number;
  project_lead: string | null;
  default_assignee: string | null;
  logo_props: Record<string, unknown>;
  cover_image: string | null;
  archived_at: string | null;
  sort_order: number;
  created_at: string;
  updated_at: string;
  created_by: string;
  updated_by: string;
  is_member: boolean;
  member_role: number | null;
  is_favorite: boolean;
  members: string[];
  total_members: number;
};

export type ProjectMember = {
  id: string;
  member: import("./workspace").MemberDetail;
  role: number;
  project: string;
  workspace: string;
  created_at: string;
};
