import { z } from "zod";

export const workspaceParams = z.object({ slug: z.string() });
export const projectParams = z.object({ slug: z.string(), projectId: z.string() });
export const issueParams = projectParams.extend({ issueId: z.string() });
export const projectBase = "/api/workspaces/:slug/projects/:projectId";
