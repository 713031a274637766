import type { CreateIssueBody, Issue } from "@hangar/contracts";

/** An issue with nothing set beyond `fields`: no state, dates, labels or people, created now. */
export function blankIssue(fields: Partial<Issue> & Pick<Issue, "id" | "name" | "project_id">): Issue {
  const now = new Date().toISOString();
  return {
    sequence_id: 0,
    sort_order: 0,
    state_id: null,
    priority: "none",
    estimate_point: null,
    label_ids: [],
    assignee_ids: [],
    module_ids: [],
    cycle_id: null,
    parent_id: null,
    workspace_id: "",
    type_id: null,
    sub_issues_count: 0,
    link_count: 0,
    attachment_count: 0,
    start_date: null,
    target_date: null,
    created_at: now,
    updated_at: now,
    completed_at: null,
    archived_at: null,
    created_by: null,
    updated_by: null,
    is_draft: false,
    is_epic: false,
    ...fields,
  };
}

/** The row shown while the server is still creating the issue; the server's answer replaces it. */
export function optimisticIssue(
  tempId: string,
  projectId: string,
  body: CreateIssueBody,
  sortOrder: number,
  createdBy: string | null,
): Issue {
  return blankIssue({
    id: tempId,
    name: body.name,
    description_html: body.description_html ?? "",
    sort_order: body.sort_order ?? sortOrder,
    state_id: body.state_id ?? null,
    priority: body.priority ?? "none",
    estimate_point: body.estimate_point ?? null,
    label_ids: body.label_ids ?? [],
    assignee_ids: body.assignee_ids ?? [],
    parent_id: body.parent_id ?? null,
    project_id: projectId,
    start_date: body.start_date ?? null,
    target_date: body.target_date ?? null,
    created_by: createdBy,
    updated_by: createdBy,
  });
}

/** New issues go to the bottom of their state, as the server does (highest + 10000). */
export function nextSortOrder(issues: Iterable<Issue>, projectId: string, stateId: string | null | undefined): number {
  let max = 0;
  for (const issue of issues) {
    if (issue.project_id === projectId && issue.state_id === (stateId ?? null) && issue.sort_order > max) max = issue.sort_order;
  }
  return max + 10000;
}
