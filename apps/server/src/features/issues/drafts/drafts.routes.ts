import { issueEndpoints as issues, ROLE } from "@hangar/contracts";
import { projectAccess, type WorkspaceAccess } from "../../../lib/permissions";
import { serve } from "../../../lib/serve";
import type { App } from "../../../lib/types";
import {
  createDraft,
  deleteDraft,
  draftProjectAccess,
  draftToIssue,
  getDraft,
  listProjectDrafts,
  listWorkspaceDrafts,
  updateDraft,
} from "./drafts.service";

/**
 * Drafts, under their project or the workspace. Workspace draft calls name only the draft (or, to create
 * one, its project in the body): the caller must be a Member of that project, and only their own drafts exist.
 */
export async function draftRoutes(app: App) {
  const db = app.db;
  const forDraft = (access: WorkspaceAccess, slug: string, draftId: string) =>
    draftProjectAccess(db, slug, access.workspace.id, draftId, access.userId);

  serve(app, issues.listProjectDrafts, ({ access, query }) => listProjectDrafts(db, access, query));
  serve(app, issues.createProjectDraft, ({ access, body }) => createDraft(db, access, body));
  serve(app, issues.getProjectDraft, ({ access, params }) => getDraft(db, access, params.draftId));
  serve(app, issues.updateProjectDraft, ({ access, params, body }) => updateDraft(db, access, params.draftId, body));
  serve(app, issues.deleteProjectDraft, ({ access, params }) => deleteDraft(db, access, params.draftId));

  serve(app, issues.listWorkspaceDrafts, ({ access, query }) => listWorkspaceDrafts(db, access, query));
  serve(app, issues.createWorkspaceDraft, async ({ params, body, user }) => {
    const { project_id, ...draft } = body;
    return createDraft(db, await projectAccess(db, params.slug, project_id, user.id, ROLE.MEMBER), draft);
  });
  serve(app, issues.getWorkspaceDraft, async ({ access, params }) =>
    getDraft(db, await forDraft(access, params.slug, params.draftId), params.draftId),
  );
  serve(app, issues.updateWorkspaceDraft, async ({ access, params, body }) =>
    updateDraft(db, await forDraft(access, params.slug, params.draftId), params.draftId, body),
  );
  serve(app, issues.deleteWorkspaceDraft, async ({ access, params }) =>
    deleteDraft(db, await forDraft(access, params.slug, params.draftId), params.draftId),
  );
  serve(app, issues.draftToIssue, async ({ access, params, body }) =>
    draftToIssue(db, await forDraft(access, params.slug, params.draftId), params.draftId, body ?? {}),
  );
}
