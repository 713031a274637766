import type { DisplayProperties, IssueGroupBy, IssueOrderBy } from "@hangar/contracts";
import type { IssueLookups } from "../../issue-core";
import type { IssueMove } from "./move-issue";
import type { ViewGroups } from "./view-groups";

/** What the page hands the grouped layouts (list and board); they render, the page fetches and saves. */
export type GroupedLayoutProps = {
  groupBy: IssueGroupBy | null;
  view: ViewGroups;
  lookups: IssueLookups;
  displayProperties: DisplayProperties;
  canEdit: boolean;
  /** Off where the spec turns quick add off (archived and draft lists). */
  quickAdd: boolean;
  collapsed: ReadonlySet<string>;
  onToggleGroup: (key: string) => void;
  /** Groups (or `group\0lane` cells) whose next page is loading. */
  loading: ReadonlySet<string>;
  /** Groups (or cells) whose last page failed: they wait for a click instead of loading on scroll. */
  failed?: ReadonlySet<string>;
  onLoadMore: (groupKey: string, laneKey?: string) => void;
  onQuickAdd: (name: string, groupKey: string, laneKey?: string) => Promise<unknown>;
  onCreateIn?: (groupKey: string, laneKey?: string) => void;
  activeId: string | null;
  hrefFor: (issueId: string) => string;
  onOpenIssue: (issueId: string) => void;
};

export type ListLayoutProps = GroupedLayoutProps & {
  selected: ReadonlySet<string>;
  onToggleSelect: (issueId: string, shift: boolean, orderedIds: readonly string[]) => void;
};

export type BoardLayoutProps = GroupedLayoutProps & {
  subGroupBy: IssueGroupBy | null;
  orderBy: IssueOrderBy;
  onMoveIssue: (move: IssueMove) => void;
};

export const loadingFlag = (groupKey: string, laneKey?: string) => `${groupKey}\u0000${laneKey ?? ""}`;
