import { z } from "zod";
import { ROLE } from "../constants";
import { endpoint, noContent } from "../endpoint";
import {
  archivedAtSchema,
  bulkIssueIdsBody,
  bulkOperationBody,
  createDraftBody,
  createIssueBody,
  createWorkspaceDraftBody,
  deletedIssueSchema,
  deletedIssuesQuery,
  draftToIssueBody,
  issueDatesBody,
  issueDetailQuery,
  issueDetailSchema,
  issueIdsQuery,
  issueSchema,
  subIssuesBody,
  subIssuesResponseSchema,
  updateDraftBody,
  updateIssueBody,
} from "../issue";
import { issueListPageSchema, listIssuesQuery } from "../issue-filters";
import { workspaceIssuesQuery } from "../view";

const workspace = "/api/workspaces/:slug";
const project = `${workspace}/projects/:projectId`;
const issue = `${project}/issues/:issueId`;
const projectDraft = `${project}/issue-drafts/:draftId`;
const workspaceDraft = `${workspace}/draft-issues/:draftId`;
const reader = { project: ROLE.GUEST } as const;
const writer = { project: ROLE.MEMBER } as const;
/** Workspace draft calls reach only the caller's own drafts, as a Member of the draft's project (checked in the service). */
const workspaceWriter = { workspace: ROLE.MEMBER } as const;

/**
 * Issues (spec §3–§7): Guests read a project's issues, Members and Admins change them (deleting one is
 * its creator's or an Admin's, in the service). Lists answer the DESIGN §5 envelope, flat or grouped.
 * Drafts are their creator's alone.
 */
export const issueEndpoints = {
  list: endpoint({
    method: "GET",
    path: `${project}/issues/`,
    access: reader,
    query: listIssuesQuery,
    response: issueListPageSchema,
    summary: "A page of a project's issues, filtered, ordered and grouped as asked",
  }),
  create: endpoint({
    method: "POST",
    path: `${project}/issues/`,
    access: writer,
    body: createIssueBody,
    response: issueSchema,
    status: 201,
    summary: "Create an issue, optionally in a cycle and modules",
  }),
  listByIds: endpoint({
    method: "GET",
    path: `${project}/issues/list/`,
    access: reader,
    query: issueIdsQuery,
    response: z.array(issueSchema),
    summary: "The issues named (comma-joined ids), in that order; unknown ones are skipped",
  }),
  get: endpoint({
    method: "GET",
    path: `${issue}/`,
    access: reader,
    query: issueDetailQuery,
    response: issueDetailSchema,
    summary: "One issue with its description and the expands asked for",
  }),
  update: endpoint({
    method: "PATCH",
    path: `${issue}/`,
    access: writer,
    body: updateIssueBody,
    response: issueSchema,
    summary: "Change an issue's properties",
  }),
  delete: endpoint({
    method: "DELETE",
    path: `${issue}/`,
    access: writer,
    response: noContent,
    status: 204,
    summary: "Delete an issue (its creator or a project Admin); its sub-issues lose their parent",
  }),
  listDeleted: endpoint({
    method: "GET",
    path: `${project}/deleted-issues/`,
    access: reader,
    query: deletedIssuesQuery,
    response: z.array(deletedIssueSchema),
    summary: "Issues of the project deleted since a moment",
  }),
  getByKey: endpoint({
    method: "GET",
    path: `${workspace}/work-items/:key/`,
    access: { workspace: ROLE.GUEST },
    response: issueDetailSchema,
    summary: "An issue by its key (IDENT-N), for a member of its project",
  }),

  listCycleIssues: endpoint({
    method: "GET",
    path: `${project}/cycles/:cycleId/cycle-issues/`,
    access: reader,
    query: listIssuesQuery,
    response: issueListPageSchema,
    summary: "A page of a cycle's issues, filtered, ordered and grouped as asked",
  }),
  listModuleIssues: endpoint({
    method: "GET",
    path: `${project}/modules/:moduleId/issues/`,
    access: reader,
    query: listIssuesQuery,
    response: issueListPageSchema,
    summary: "A page of a module's issues, filtered, ordered and grouped as asked",
  }),
  listWorkspaceIssues: endpoint({
    method: "GET",
    path: `${workspace}/issues/`,
    access: { workspace: ROLE.GUEST },
    query: workspaceIssuesQuery,
    response: issueListPageSchema,
    summary: "A page of the issues of every project the caller is in (or of a built-in view)",
  }),

  bulkUpdate: endpoint({
    method: "POST",
    path: `${project}/bulk-operation-issues/`,
    access: writer,
    body: bulkOperationBody,
    response: z.array(issueSchema),
    summary: "One change to many issues, all or nothing; assignees, labels and modules are added",
  }),
  bulkDelete: endpoint({
    method: "DELETE",
    path: `${project}/bulk-delete-issues/`,
    access: writer,
    body: bulkIssueIdsBody,
    response: noContent,
    status: 204,
    summary: "Delete many issues, only if the caller may delete each",
  }),
  bulkArchive: endpoint({
    method: "POST",
    path: `${project}/bulk-archive-issues/`,
    access: writer,
    body: bulkIssueIdsBody,
    response: archivedAtSchema,
    summary: "Archive many completed or canceled issues",
  }),
  updateDates: endpoint({
    method: "POST",
    path: `${project}/issue-dates/`,
    access: writer,
    body: issueDatesBody,
    response: z.array(issueSchema),
    summary: "Several issues' start and target dates at once (calendar and timeline drags)",
  }),

  listArchived: endpoint({
    method: "GET",
    path: `${project}/archived-issues/`,
    access: reader,
    query: listIssuesQuery,
    response: issueListPageSchema,
    summary: "A page of the project's archived issues",
  }),
  getArchived: endpoint({
    method: "GET",
    path: `${issue}/archive/`,
    access: reader,
    response: issueDetailSchema,
    summary: "One archived issue",
  }),
  archive: endpoint({
    method: "POST",
    path: `${issue}/archive/`,
    access: writer,
    response: archivedAtSchema,
    summary: "Archive a completed or canceled issue",
  }),
  restore: endpoint({
    method: "DELETE",
    path: `${issue}/archive/`,
    access: writer,
    response: noContent,
    status: 204,
    summary: "Restore an archived issue (nothing happens if it is not archived)",
  }),

  listSubIssues: endpoint({
    method: "GET",
    path: `${issue}/sub-issues/`,
    access: reader,
    response: subIssuesResponseSchema,
    summary: "An issue's sub-issues with their state groups",
  }),
  addSubIssues: endpoint({
    method: "POST",
    path: `${issue}/sub-issues/`,
    access: writer,
    body: subIssuesBody,
    response: subIssuesResponseSchema,
    summary: "Make issues sub-issues of this one, all or nothing, never a loop",
  }),

  listProjectDrafts: endpoint({
    method: "GET",
    path: `${project}/issue-drafts/`,
    access: reader,
    query: listIssuesQuery,
    response: issueListPageSchema,
    summary: "A page of the caller's drafts in the project",
  }),
  createProjectDraft: endpoint({
    method: "POST",
    path: `${project}/issue-drafts/`,
    access: writer,
    body: createDraftBody,
    response: issueSchema,
    status: 201,
    summary: "Create a draft in the project",
  }),
  getProjectDraft: endpoint({
    method: "GET",
    path: `${projectDraft}/`,
    access: reader,
    response: issueSchema,
    summary: "One of the caller's drafts, with its description",
  }),
  updateProjectDraft: endpoint({
    method: "PATCH",
    path: `${projectDraft}/`,
    access: writer,
    body: updateDraftBody,
    response: issueSchema,
    summary: "Change one of the caller's drafts; is_draft: false publishes it",
  }),
  deleteProjectDraft: endpoint({
    method: "DELETE",
    path: `${projectDraft}/`,
    access: writer,
    response: noContent,
    status: 204,
    summary: "Delete one of the caller's drafts",
  }),
  listWorkspaceDrafts: endpoint({
    method: "GET",
    path: `${workspace}/draft-issues/`,
    access: { workspace: ROLE.GUEST },
    query: listIssuesQuery,
    response: issueListPageSchema,
    summary: "A page of the caller's drafts across the projects they are in",
  }),
  createWorkspaceDraft: endpoint({
    method: "POST",
    path: `${workspace}/draft-issues/`,
    access: workspaceWriter,
    body: createWorkspaceDraftBody,
    response: issueSchema,
    status: 201,
    summary: "Create a draft in the project named, as a Member of it",
  }),
  getWorkspaceDraft: endpoint({
    method: "GET",
    path: `${workspaceDraft}/`,
    access: workspaceWriter,
    response: issueSchema,
    summary: "One of the caller's drafts, with its description",
  }),
  updateWorkspaceDraft: endpoint({
    method: "PATCH",
    path: `${workspaceDraft}/`,
    access: workspaceWriter,
    body: updateDraftBody,
    response: issueSchema,
    summary: "Change one of the caller's drafts; is_draft: false publishes it",
  }),
  deleteWorkspaceDraft: endpoint({
    method: "DELETE",
    path: `${workspaceDraft}/`,
    access: workspaceWriter,
    response: noContent,
    status: 204,
    summary: "Delete one of the caller's drafts",
  }),
  draftToIssue: endpoint({
    method: "POST",
    path: `${workspace}/draft-to-issue/:draftId/`,
    access: workspaceWriter,
    body: draftToIssueBody.optional(),
    response: issueSchema,
    status: 201,
    summary: "Publish one of the caller's drafts as an issue, with last changes",
  }),
};
