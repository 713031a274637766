import { ROLE, subIssuesBody } from "@hangar/contracts";
import { projectAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { issueParams, projectBase } from "./issue-params";
import { addSubIssues, listSubIssues } from "./sub-issues.service";

export async function subIssueRoutes(app: App) {
  const path = `${projectBase}/issues/:issueId/sub-issues/`;

  app.get(path, { config: { access: { project: ROLE.GUEST } }, schema: { params: issueParams } }, async (request) => {
    const { slug, projectId, issueId } = request.params;
    return listSubIssues(app.db, await projectAccess(app.db, slug, projectId, requireUser(request).id), issueId);
  });

  app.post(
    path,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: issueParams, body: subIssuesBody } },
    async (request) => {
      const { slug, projectId, issueId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
      return addSubIssues(app.db, access, issueId, request.body.sub_issue_ids);
    },
  );
}
