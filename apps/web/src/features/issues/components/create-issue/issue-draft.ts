import type { CreateIssueBody, Priority } from "@hangar/contracts";

export type IssueDraft = {
  name: string;
  description_html: string;
  state_id: string | null;
  priority: Priority;
  assignee_ids: string[];
  label_ids: string[];
  start_date: string | null;
  target_date: string | null;
  parent_id: string | null;
  estimate_point: string | null;
  cycle_id: string | null;
  module_ids: string[];
};

export type DraftField = keyof IssueDraft;
export const DRAFT_FIELDS: readonly DraftField[] = [
  "name",
  "description_html",
  "state_id",
  "priority",
  "assignee_ids",
  "label_ids",
  "start_date",
  "target_date",
  "parent_id",
  "estimate_point",
  "cycle_id",
  "module_ids",
];

export function emptyDraft(defaults: Partial<IssueDraft> = {}): IssueDraft {
  return {
    name: "",
    description_html: "",
    state_id: null,
    priority: "none",
    assignee_ids: [],
    label_ids: [],
    start_date: null,
    target_date: null,
    parent_id: null,
    estimate_point: null,
    cycle_id: null,
    module_ids: [],
    ...defaults,
  };
}

/** Whether the user changed anything since the form opened with `initial` (lists compare as sets). */
export function isDraftChanged(draft: IssueDraft, initial: IssueDraft): boolean {
  return DRAFT_FIELDS.some((field) => {
    const now = draft[field];
    const then = initial[field];
    if (Array.isArray(now) && Array.isArray(then)) return now.length !== then.length || now.some((v) => !then.includes(v));
    return field === "name" ? draft.name.trim() !== initial.name.trim() : now !== then;
  });
}

/** Only what the user set goes to the server, which fills in the rest (default state, sort order). */
export function draftToBody(draft: IssueDraft): CreateIssueBody {
  const body: CreateIssueBody = { name: draft.name.trim(), priority: draft.priority };
  if (draft.description_html) body.description_html = draft.description_html;
  if (draft.state_id) body.state_id = draft.state_id;
  if (draft.assignee_ids.length) body.assignee_ids = draft.assignee_ids;
  if (draft.label_ids.length) body.label_ids = draft.label_ids;
  if (draft.start_date) body.start_date = draft.start_date;
  if (draft.target_date) body.target_date = draft.target_date;
  if (draft.parent_id) body.parent_id = draft.parent_id;
  if (draft.estimate_point) body.estimate_point = draft.estimate_point;
  if (draft.cycle_id) body.cycle_id = draft.cycle_id;
  if (draft.module_ids.length) body.module_ids = draft.module_ids;
  return body;
}

/**
 * The cycle or module a screen adds to its new issues starts the draft, so the pickers show it and the
 * user can change it; the rest of the screen's fields go with every issue as they are.
 */
export function splitScreenFields(extra: Partial<CreateIssueBody> = {}) {
  const { cycle_id, module_ids, ...fixed } = extra;
  const draft: Partial<IssueDraft> = {};
  if (cycle_id) draft.cycle_id = cycle_id;
  if (module_ids?.length) draft.module_ids = module_ids;
  return { draft, fixed };
}
