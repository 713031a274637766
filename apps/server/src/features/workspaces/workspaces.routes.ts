import { createWorkspaceBody } from "@hangar/contracts";
import { z } from "zod";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { createWorkspace, isSlugAvailable } from "./workspaces.service";

export async function workspaceRoutes(app: App) {
  app.post("/api/workspaces/", { schema: { body: createWorkspaceBody } }, async (request, reply) => {
    const workspace = await createWorkspace(app.db, requireUser(request).id, request.body);
    return reply.status(201).send(workspace);
  });

  app.get("/api/workspace-slug-check/", { schema: { querystring: z.object({ slug: z.string().default("") }) } }, async (request) => ({
    status: await isSlugAvailable(app.db, request.query.slug),
  }));
}
