import type { Issue, Label, State, UpdateIssueBody } from "@hangar/contracts";
import { keyColumnWidth } from "../../issue-core";

/** A project member as the layouts need them: enough for a face and a name. */
export type LayoutMember = { id: string; display_name: string; avatar?: string | null };

/** One row of POST `issue-dates/` (spec §3 "Issue dates update sends updates"). */
export type IssueDatesUpdate = { id: string; start_date: string | null; target_date: string | null };

/**
 * What every issue layout receives from the host page. The host owns fetching and the optimistic store:
 * `onUpdateIssue` patches the store, calls the server, rolls back and toasts on failure, then rejects.
 * The layouts therefore never toast on rejection themselves; they only undo their own local preview.
 */
export type IssueLayoutProps = {
  slug: string;
  projectId: string;
  issues: Issue[];
  states: State[];
  labels: Label[];
  members: LayoutMember[];
  /** Keyed by the spec's display property names (`key`, `state`, `due_date`…); missing means shown. */
  displayProperties: Record<string, boolean>;
  onUpdateIssue: (id: string, patch: UpdateIssueBody) => Promise<void>;
  onOpenIssue: (id: string) => void;
  /** The project's identifier, for issue keys (`IDENT-N`); without it keys read `#N`. */
  identifier?: string;
  /** A list across projects: their identifiers, so each issue's key reads its own project's `IDENT-N`. */
  projects?: readonly ProjectKeyRef[];
  /** False for guests and viewers: nothing can be dragged or edited. */
  canEdit?: boolean;
};

/** Calendar and timeline can move many dates in one call; the host wires it to POST `issue-dates/`. */
export type DateLayoutProps = IssueLayoutProps & {
  onUpdateDates?: (updates: IssueDatesUpdate[]) => Promise<void>;
};

export type ProjectKeyRef = { id: string; identifier: string };

// Built once per projects list (the host memoizes it), so a 10,000-row list looks each key up in a map.
const identifiersByList = new WeakMap<readonly ProjectKeyRef[], ReadonlyMap<string, string>>();

/**
 * The identifier an issue's key starts with: the list's project's, or in a list across projects the
 * issue's own project's. Undefined when neither is known (the key then reads `#N`).
 */
export function identifierOf(
  issue: Pick<Issue, "project_id">,
  identifier: string | undefined,
  projects: readonly ProjectKeyRef[] | undefined,
): string | undefined {
  if (identifier || !projects) return identifier || undefined;
  let byId = identifiersByList.get(projects);
  if (!byId) {
    byId = new Map(projects.map((p) => [p.id, p.identifier]));
    identifiersByList.set(projects, byId);
  }
  return byId.get(issue.project_id);
}

const longestIdentifiers = new WeakMap<readonly ProjectKeyRef[], number>();

/** The width of the list's key column: its project's identifier, or across projects the longest of theirs. */
export function keyColumnWidthOf(identifier: string | undefined, projects: readonly ProjectKeyRef[] | undefined): string {
  if (identifier || !projects) return keyColumnWidth(identifier?.length ?? 0);
  let longest = longestIdentifiers.get(projects);
  if (longest === undefined) {
    longest = Math.max(0, ...projects.map((p) => p.identifier.length));
    longestIdentifiers.set(projects, longest);
  }
  return keyColumnWidth(longest);
}

/** `IDENT-N`, or `#N` when the host did not pass the identifier (nor, across projects, the issue's project). */
export function layoutIssueKey(
  identifier: string | undefined,
  issue: Pick<Issue, "sequence_id" | "project_id">,
  projects?: readonly ProjectKeyRef[],
): string {
  const prefix = identifierOf(issue, identifier, projects);
  return prefix ? `${prefix}-${issue.sequence_id}` : `#${issue.sequence_id}`;
}

/** Display properties default to shown, like the spec's defaults. */
export function isShown(displayProperties: Record<string, boolean>, key: string): boolean {
  return displayProperties[key] !== false;
}
