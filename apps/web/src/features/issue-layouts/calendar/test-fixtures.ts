import type { Issue, Label, State } from "@hangar/contracts";
import { vi } from "vitest";
import { buildIssue, buildLabel, buildState, uuid } from "../../../test/builders";
import type { IssueLayoutProps, LayoutMember } from "./layout-props";

/** Shared by the calendar, spreadsheet and timeline tests. */
export { uuid };
export const PROJECT_ID = uuid(1);

const makeState = (n: number, name: string, group: State["group"], color: string) =>
  buildState({ id: uuid(n), name, group, color, sequence: n, project_id: PROJECT_ID });

export const STATES: State[] = [
  makeState(901, "Backlog", "backlog", "#d9d9d9"),
  makeState(902, "Todo", "unstarted", "#3f76ff"),
  makeState(903, "In Progress", "started", "#f59e0b"),
  makeState(904, "Done", "completed", "#16a34a"),
];

export const LABELS: Label[] = [
  buildLabel({ id: uuid(801), name: "Bug", color: "#ef4444", project_id: PROJECT_ID, sort_order: 1 }),
  buildLabel({ id: uuid(802), name: "Feature", color: "#3b82f6", project_id: PROJECT_ID, sort_order: 2 }),
];

export const MEMBERS: LayoutMember[] = [
  { id: uuid(701), display_name: "grace", avatar: null },
  { id: uuid(702), display_name: "alan", avatar: null },
];

export function makeIssue(n: number, overrides: Partial<Issue> = {}): Issue {
  return buildIssue({
    id: uuid(n),
    name: `Issue ${n}`,
    sequence_id: n,
    sort_order: n * 10000,
    state_id: STATES[0].id,
    project_id: PROJECT_ID,
    updated_at: "2025-01-02T00:00:00Z",
    ...overrides,
  });
}

/** Host props with spies; `issues` as given. */
export function layoutProps(issues: Issue[], overrides: Partial<IssueLayoutProps> = {}) {
  return {
    slug: "acme",
    projectId: PROJECT_ID,
    identifier: "ACME",
    issues,
    states: STATES,
    labels: LABELS,
    members: MEMBERS,
    displayProperties: {},
    onUpdateIssue: vi.fn(async () => {}),
    onOpenIssue: vi.fn(),
    ...overrides,
  } satisfies IssueLayoutProps;
}

/** A promise whose fate the test decides, to look at the UI while a save is in flight. */
export function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** jsdom has no layout: give scroll boxes a size so virtualizers render rows and columns. */
export function giveElementsASize(width = 1600, height = 800) {
  const saved = (["clientWidth", "clientHeight", "offsetWidth", "offsetHeight"] as const).map(
    (prop) => [prop, Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop)] as const,
  );
  const size = { clientWidth: width, offsetWidth: width, clientHeight: height, offsetHeight: height };
  for (const [prop] of saved) Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => size[prop] });
  return () => {
    for (const [prop, descriptor] of saved) {
      // No own descriptor before: drop ours so Element.prototype's shows through again.
      if (descriptor) Object.defineProperty(HTMLElement.prototype, prop, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[prop];
    }
  };
}
