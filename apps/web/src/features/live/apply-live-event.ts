import type { LiveEvent } from "@hangar/contracts";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { queryKeys, type WorkspaceListResource } from "../../lib/query-keys";
import { cycleKeys } from "../cycles/api/cycle-keys";
import { estimateKeys } from "../estimates/api/estimate-keys";
import { homeKeys } from "../home/api/home-keys";
import { issueKeys, withoutPendingFields } from "../issue-core/public";
import { labelKeys } from "../labels/api/label-keys";
import { moduleKeys } from "../modules/api/module-keys";
import { applyNotificationEvent } from "../notifications";
import { pageKeys } from "../pages";
import { memberKeys } from "../project-members/api/member-keys";
import { invalidateProjectLists } from "../projects";
import { projectsKeys } from "../projects/api/project-keys";
import { recentKeys } from "../recents/api/recent-keys";
import { stateKeys } from "../states/api/state-keys";
import { stickyKeys } from "../stickies/api/sticky-keys";
import { viewKeys } from "../views/api/view-keys";
import { LiveBatch } from "./live-batch";
import type { EventBatch } from "./live-event-queue";

type IssueEvent = Extract<LiveEvent, { entity_type: "issue" }>;

const CYCLE_FIELDS = new Set(["state_id", "cycle_id", "estimate_point", "assignee_ids", "label_ids", "completed_at"]);
/** A deletion says nothing of what the issue held, so it may touch anything. */
const touchesCycles = (event: IssueEvent) =>
  event.action === "deleted" || event.payload.changed.some((field) => CYCLE_FIELDS.has(field));

const MODULE_FIELDS = new Set(["state_id", "module_ids", "estimate_point", "archived_at"]);
/** A module's counts follow its issues' states and estimates; only issues in a module (or leaving one) matter. */
const touchesModules = (event: IssueEvent) => {
  if (event.action === "deleted") return true;
  const { issue, changed } = event.payload;
  if (event.action !== "updated") return issue.module_ids.length > 0;
  return changed.includes("module_ids") || (issue.module_ids.length > 0 && changed.some((f) => MODULE_FIELDS.has(f)));
};

/** Applies one event at once (see applyLiveEvents). */
export function applyLiveEvent(event: LiveEvent, slug: string, queryClient: QueryClient) {
  applyLiveEvents([event], slug, queryClient);
}

/**
 * Turns workspace events into store patches and cache invalidations, in one batch: one store write and
 * one invalidation per query for all of them. Applying an event twice, or one this tab caused, is
 * harmless: the store merges and invalidation only refetches.
 */
export function applyLiveEvents(events: readonly LiveEvent[], slug: string, queryClient: QueryClient) {
  const batch = openLiveBatch(slug, queryClient);
  for (const event of events) batch.add(event);
  batch.commit();
}

/** A batch for the live queue: events are gathered as they are added and applied together on commit. */
export function openLiveBatch(slug: string, queryClient: QueryClient): EventBatch {
  const batch = new LiveBatch(queryClient);
  return { add: (event) => collectLiveEvent(event, slug, batch), commit: () => batch.commit() };
}

/**
 * The home's widgets (your work items, recent activity) and recents (names, states, what is still
 * readable) follow issues and the objects recents name; only the open ones refetch.
 */
const HOME_EVENTS = new Set<LiveEvent["entity_type"]>([
  "issue",
  "issue_comment",
  "issue_subscriber",
  "cycle",
  "module",
  "view",
  "page",
  "project",
  "project_member",
]);

function collectLiveEvent(event: LiveEvent, slug: string, batch: LiveBatch) {
  const { queryClient } = batch;
  if (HOME_EVENTS.has(event.entity_type)) {
    batch.invalidate(homeKeys.widgets(slug), { exact: false });
    batch.invalidate(recentKeys.all(slug), { exact: false });
  }
  const projectId = event.project_id;
  const invalidate = (queryKey: QueryKey, exact = false) => batch.invalidate(queryKey, { exact });
  const invalidateIssue = (issueId: string | null) => {
    if (projectId && issueId) invalidate(issueKeys.issue(slug, projectId, issueId));
  };
  /** A project's states, labels, cycles, modules and estimates are also read workspace-wide (lists across projects name ids from them). */
  const projectResource = (resource: WorkspaceListResource, key: (slug: string, projectId: string) => QueryKey) => {
    invalidate(queryKeys.workspaceList(slug, resource));
    if (projectId) invalidate(key(slug, projectId));
  };

  switch (event.entity_type) {
    case "issue":
      return collectIssueEvent(event, slug, batch);
    case "issue_comment":
    case "issue_reaction":
    case "comment_reaction":
    case "issue_link":
    case "issue_attachment":
    case "issue_subscriber":
      invalidateIssue(event.payload.issue_id);
      return;
    case "issue_relation":
      invalidateIssue(event.payload.issue_id);
      invalidateIssue(event.payload.related_issue_id);
      return;
    case "state":
      return projectResource("states", stateKeys.list);
    case "label":
      return projectResource("labels", labelKeys.list);
    case "cycle":
      // A cycle renamed, archived or deleted changes the favorites sidebar too.
      invalidate(queryKeys.favorites(slug));
      return projectResource("cycles", cycleKeys.all);
    case "module":
      invalidate(queryKeys.favorites(slug));
      return projectResource("modules", moduleKeys.all);
    case "estimate":
      // Issues lose a point that was removed; their rows arrive as issue events of their own.
      return projectResource("estimates", estimateKeys.list);
    case "view":
      // A view's list and its own page sit under the list's key.
      invalidate(viewKeys.list({ slug, projectId }));
      invalidate(queryKeys.favorites(slug));
      return;
    case "page":
      // Lists, open pages, sub-pages and versions refetch: a page gone private or deleted leaves them (404).
      if (projectId) invalidate(pageKeys.project({ slug, projectId }));
      invalidate(queryKeys.favorites(slug));
      return;
    case "project_member":
      // Membership grants or takes away projects, and with them their states, labels… in the workspace lists.
      invalidate(queryKeys.workspaceLists(slug));
      if (projectId) {
        invalidate(memberKeys.project(slug, projectId));
        invalidate(projectsKeys.detail(slug, projectId), true);
      }
      batch.afterwards(() => void invalidateProjectLists(queryClient, slug));
      return;
    case "project":
      invalidate(queryKeys.workspaceLists(slug));
      invalidate(queryKeys.favorites(slug));
      if (projectId) invalidate(projectsKeys.detail(slug, projectId), true);
      batch.afterwards(() => void invalidateProjectLists(queryClient, slug));
      return;
    case "workspace_member":
      invalidate(queryKeys.workspaceMembers(slug));
      invalidate(queryKeys.workspaceMembership(slug));
      return;
    case "workspace":
      invalidate(queryKeys.workspaces);
      return;
    case "sticky":
      // Only the owner hears of their stickies: a change from another of their screens. A card being
      // typed into keeps what was typed (its autosave holds it until saved).
      invalidate(stickyKeys.all(slug));
      return;
    case "draft_issue":
      // Only the author hears of their drafts: their lists and the sidebar's count catch up.
      invalidate(queryKeys.drafts(slug));
      return;
    case "favorite":
      // Only the owner hears of their favorites (another of their screens starred, filed or removed one):
      // the sidebar and the stars of what the event names catch up.
      return collectFavoriteEvent(event, slug, batch);
    case "notification":
      // Only the receiver hears of it: the inbox's lists and the badge take it in place, without a refetch.
      batch.afterwards(() => applyNotificationEvent(event, slug, queryClient));
      return;
  }
}

/** A starred or unstarred entity's own lists and screens refetch with its new star; a move or rename only touches the sidebar. */
function collectFavoriteEvent(event: Extract<LiveEvent, { entity_type: "favorite" }>, slug: string, batch: LiveBatch) {
  const invalidate = (queryKey: QueryKey) => batch.invalidate(queryKey);
  invalidate(queryKeys.favorites(slug));
  if (event.action === "updated") return;
  const refs = "removed" in event.payload ? event.payload.removed : [event.payload.favorite];
  for (const { entity_type: type, project_id: projectId } of refs) {
    if (type === "project") {
      if (projectId) batch.invalidate(projectsKeys.detail(slug, projectId), { exact: true });
      batch.afterwards(() => void invalidateProjectLists(batch.queryClient, slug));
    } else if (type === "view") invalidate(viewKeys.list({ slug, projectId }));
    else if (!projectId || type === "folder") continue;
    else if (type === "cycle") {
      invalidate(cycleKeys.all(slug, projectId));
      invalidate(queryKeys.workspaceList(slug, "cycles"));
    } else if (type === "module") {
      invalidate(moduleKeys.all(slug, projectId));
      invalidate(queryKeys.workspaceList(slug, "modules"));
    } else if (type === "page") invalidate(pageKeys.project({ slug, projectId }));
  }
}

/** The issue store holds the rows every list draws; the queries around them are only marked stale. */
function collectIssueEvent(event: IssueEvent, slug: string, batch: LiveBatch) {
  const projectId = event.project_id;
  const invalidate = (queryKey: QueryKey) => batch.invalidate(queryKey);
  const invalidateIssue = (issueId: string | null) => {
    if (projectId && issueId) invalidate(issueKeys.issue(slug, projectId, issueId));
  };
  if (event.action === "deleted") {
    batch.removeIssue(event.payload.issue_id);
    invalidateIssue(event.payload.issue_id);
  } else {
    const { issue } = event.payload;
    batch.upsertIssue(withoutPendingFields(issue));
    invalidateIssue(issue.parent_id);
    invalidateIssue(issue.id);
  }
  if (!projectId) return;
  // A cycle's counts and burndown follow its issues' states, estimates, assignees and labels.
  if (touchesCycles(event)) invalidate(cycleKeys.all(slug, projectId));
  if (touchesModules(event)) invalidate(moduleKeys.all(slug, projectId));
  // The store already shows the change; lists are only marked stale, not refetched (10k rows).
  batch.invalidate(issueKeys.lists(slug, projectId), { refetchType: "none" });
  if (event.action === "archived" || event.action === "restored") invalidate(issueKeys.archived(slug, projectId));
}

/** After a gap too long to replay: everything of the workspace is refetched. */
export function resyncWorkspace(slug: string, queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.workspace(slug) });
}
