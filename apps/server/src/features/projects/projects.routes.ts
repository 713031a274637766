import { projectEndpoints as projects } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import { loadProject, memberProject, visibleProject } from "./project-access";
import {
  archiveProject,
  checkIdentifier,
  createProject,
  deleteProject,
  favoriteProject,
  joinProjects,
  listProjects,
  projectForViewer,
  restoreProject,
  unfavoriteProject,
  updateProject,
} from "./projects.service";

/** Projects: the endpoints are declared in packages/contracts/src/endpoints/projects.ts; the rules live in the services. */
export async function projectRoutes(app: App) {
  const db = app.db;
  serve(app, projects.create, ({ access, body }) => createProject(db, access, body));
  serve(app, projects.list, ({ access, query }) => listProjects(db, access, query));
  serve(app, projects.checkIdentifier, ({ access, query }) => checkIdentifier(db, access, query.name));
  serve(app, projects.joinMany, ({ access, body }) => joinProjects(db, access, body.project_ids));
  serve(app, projects.get, async ({ access, params }) =>
    projectForViewer(db, await visibleProject(db, access, params.projectId)),
  );
  serve(app, projects.update, async ({ access, body }) =>
    updateProject(db, await loadProject(db, access, access.project.id), body),
  );
  // A workspace Admin may delete a project they are not in: the policy lets them through, the load finds it.
  serve(app, projects.delete, async ({ access, params }) => deleteProject(db, await loadProject(db, access, params.projectId)));
  serve(app, projects.archive, ({ access }) => archiveProject(db, access));
  serve(app, projects.restore, ({ access }) => restoreProject(db, access));
  serve(app, projects.join, async ({ access, params }) => {
    const [project] = await joinProjects(db, await visibleProject(db, access, params.projectId), [params.projectId]);
    return project;
  });
  serve(app, projects.favorite, async ({ access, body, reply }) => {
    const { created, favorite } = await favoriteProject(db, await memberProject(db, access, body.project));
    return reply.status(created ? 201 : 200).send(favorite);
  });
  serve(app, projects.unfavorite, ({ access, params }) => unfavoriteProject(db, access, params.projectId));
}
