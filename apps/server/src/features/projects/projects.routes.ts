import { createProjectBody, ROLE } from "@hangar/contracts";
import { z } from "zod";
import { workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { createProject } from "./projects.service";

const slugParams = z.object({ slug: z.string() });

export async function projectRoutes(app: App) {
  app.post("/api/workspaces/:slug/projects/", { schema: { params: slugParams, body: createProjectBody } }, async (request, reply) => {
    const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id, ROLE.MEMBER);
    return reply.status(201).send(await createProject(app.db, access, request.body));
  });
}
