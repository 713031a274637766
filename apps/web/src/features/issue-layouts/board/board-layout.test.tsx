import type { DragEndEvent } from "@dnd-kit/core";
import type { Issue } from "@hangar/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BASE, LABEL_ID, LABELS, makeIssue, resetIssueStore, stateId } from "../../issue-core/test-fixtures";
import { listHandler, renderIssuesPage } from "../../issues/test-page";
import { type CardData, type CellData, cardId, cellId } from "./board-drop";

vi.mock("../../issue-detail", () => ({ IssuePeekOverview: () => <aside aria-label="Issue peek" /> }));
vi.mock("../../issues/components/layouts/flat-layouts", () => ({ FlatLayouts: () => null }));

// jsdom has no layout, so pointer and keyboard drags can't find drop targets; the test drives the
// board's own drag-end handler with what dnd-kit would report.
const dnd = vi.hoisted(() => ({ onDragEnd: undefined as ((event: DragEndEvent) => void) | undefined }));
vi.mock("@dnd-kit/core", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@dnd-kit/core")>();
  return {
    ...actual,
    DndContext: (props: ComponentProps<typeof actual.DndContext>) => {
      dnd.onDragEnd = props.onDragEnd;
      return <actual.DndContext {...props} />;
    },
  };
});

function drop(active: CardData, over: CardData | CellData) {
  const overId = over.type === "card" ? cardId(over.issueId, over.groupKey, over.laneKey) : cellId(over.groupKey, over.laneKey);
  act(() =>
    dnd.onDragEnd?.({
      active: {
        id: cardId(active.issueId, active.groupKey),
        data: { current: active },
        rect: { current: { initial: null, translated: null } },
      },
      over: {
        id: overId,
        data: { current: over },
        rect: { top: 0, left: 0, width: 0, height: 0, right: 0, bottom: 0 },
        disabled: false,
      },
      delta: { x: 0, y: 0 },
      activatorEvent: new Event("pointerdown"),
      collisions: null,
    } as unknown as DragEndEvent),
  );
}

const card = (issue: Issue, groupKey = issue.state_id ?? "None"): CardData => ({ type: "card", issueId: issue.id, groupKey });
const patches = (net: { to: (r: string) => { body: unknown }[] }, issue: Issue) => net.to(`PATCH ${BASE}issues/${issue.id}/`);

describe("BoardLayout", () => {
  beforeEach(() => resetIssueStore());

  const todo = makeIssue(1, { name: "Write spec", state_id: stateId("Todo"), sort_order: 1000 });
  const todo2 = makeIssue(2, { name: "Review spec", state_id: stateId("Todo"), sort_order: 3000 });
  const todo3 = makeIssue(3, { name: "Ship spec", state_id: stateId("Todo"), sort_order: 5000 });
  const done = makeIssue(4, { name: "Old work", state_id: stateId("Done"), sort_order: 2000 });

  it("shows a column region per group with cards named by title, in sort order", async () => {
    renderIssuesPage([todo3, todo, done, todo2], { display: { layout: "kanban" } });
    const column = await screen.findByRole("region", { name: "Todo" });
    const titles = within(column)
      .getAllByRole("button")
      .map((b) => b.getAttribute("aria-label"))
      .filter((n) => n?.endsWith("spec"));
    expect(titles).toEqual(["Write spec", "Review spec", "Ship spec"]);
    expect(within(column).getByText("3")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Done" })).getByRole("button", { name: "Old work" })).toBeInTheDocument();
  });

  it("renders every loaded card of a long column, the ones past the first screen just after", async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      makeIssue(100 + i, { name: `Task ${i + 1}`, state_id: stateId("Todo"), sort_order: (i + 1) * 1000 }),
    );
    renderIssuesPage(many, { display: { layout: "kanban" } });
    const column = await screen.findByRole("region", { name: "Todo" });
    await waitFor(() => expect(within(column).getAllByRole("button", { name: /^Task \d+$/ })).toHaveLength(30));
    expect(
      within(column)
        .getAllByRole("button", { name: /^Task \d+$/ })
        .at(-1),
    ).toHaveAccessibleName("Task 30");
  });

  it("shows a column's estimate points beside its count, and moves them with a card", async () => {
    const estimate = { id: "e1", project: "p1", last_used: true, points: [{ id: "pt5", key: 1, value: "5" }] };
    const estimated = { ...todo, estimate_point: "pt5" };
    const issuesWithPoints = (request: Parameters<ReturnType<typeof listHandler>>[0]) => {
      const reply = listHandler([estimated, done])(request) as { body: { results: Record<string, object> } };
      Object.assign(reply.body.results[stateId("Todo")], { total_estimate_points: 13 });
      Object.assign(reply.body.results[stateId("Done")], { total_estimate_points: 0 });
      return reply;
    };
    renderIssuesPage([estimated, done], {
      display: { layout: "kanban" },
      routes: {
        [`GET ${BASE}estimates/`]: { body: [estimate] },
        [`GET ${BASE}issues/`]: issuesWithPoints,
        [`PATCH ${BASE}issues/${todo.id}/`]: { body: { ...estimated, state_id: stateId("Done") } },
      },
    });
    const todoColumn = await screen.findByRole("region", { name: "Todo" });
    expect(await within(todoColumn).findByRole("img", { name: "13 estimate points" })).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Done" })).queryByRole("img", { name: /estimate point/ })).toBeNull();
    drop(card(estimated), { type: "cell", groupKey: stateId("Done") });
    expect(
      await within(screen.getByRole("region", { name: "Done" })).findByRole("img", { name: "5 estimate points" }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Todo" })).getByRole("img", { name: "8 estimate points" }),
    ).toBeInTheDocument();
  });

  it("dropping a card into another column PATCHes its state and moves it at once", async () => {
    const { net } = renderIssuesPage([todo, done], {
      display: { layout: "kanban" },
      routes: { [`PATCH ${BASE}issues/${todo.id}/`]: { body: { ...todo, state_id: stateId("Done") } } },
    });
    await screen.findByRole("region", { name: "Todo" });
    drop(card(todo), { type: "cell", groupKey: stateId("Done") });
    expect(
      await within(screen.getByRole("region", { name: "Done" })).findByRole("button", { name: "Write spec" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(patches(net, todo)).toHaveLength(1));
    expect(patches(net, todo)[0].body).toMatchObject({ state_id: stateId("Done") });
  });

  it("puts the card back and toasts when the server refuses the move", async () => {
    renderIssuesPage([todo, done], {
      display: { layout: "kanban" },
      routes: { [`PATCH ${BASE}issues/${todo.id}/`]: { status: 403, body: { error: "Not allowed" } } },
    });
    await screen.findByRole("region", { name: "Todo" });
    drop(card(todo), card(done));
    expect(await screen.findByText("Couldn't update the issue")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Todo" })).getByRole("button", { name: "Write spec" })).toBeInTheDocument();
  });

  it("reordering within a column sets sort_order to the neighbours' midpoint", async () => {
    const { net } = renderIssuesPage([todo, todo2, todo3], {
      display: { layout: "kanban" },
      routes: { [`PATCH ${BASE}issues/${todo.id}/`]: { body: { ...todo, sort_order: 4000 } } },
    });
    await screen.findByRole("region", { name: "Todo" });
    drop(card(todo), card(todo2));
    await waitFor(() => expect(patches(net, todo)).toHaveLength(1));
    expect(patches(net, todo)[0].body).toEqual({ sort_order: 4000 });
  });

  it("explains that reordering needs the Manual order instead of saving it", async () => {
    const { net } = renderIssuesPage([todo, todo2], { display: { layout: "kanban", order_by: "priority" } });
    await screen.findByRole("region", { name: "Todo" });
    drop(card(todo2), card(todo));
    expect(await screen.findByText(/needs the "Manual" order/)).toBeInTheDocument();
    expect(patches(net, todo2)).toHaveLength(0);
  });

  it("on a labels board, the dragged-from label is replaced by the target one", async () => {
    const otherLabel = { ...LABELS[0], id: "00000000-0000-4000-8000-000000000802", name: "Feature", sort_order: 2 };
    const tagged = makeIssue(5, { name: "Tagged", label_ids: [LABEL_ID, "00000000-0000-4000-8000-000000000803"] });
    const featured = makeIssue(6, { name: "Featured", label_ids: [otherLabel.id] });
    const { net } = renderIssuesPage([tagged, featured], {
      display: { layout: "kanban", group_by: "labels__id" },
      routes: {
        [`GET ${BASE}issue-labels/`]: { body: [...LABELS, otherLabel] },
        [`PATCH ${BASE}issues/${tagged.id}/`]: { body: tagged },
      },
    });
    await screen.findByRole("region", { name: "Feature" });
    drop(card(tagged, LABEL_ID), { type: "cell", groupKey: otherLabel.id });
    await waitFor(() => expect(patches(net, tagged)).toHaveLength(1));
    expect(patches(net, tagged)[0].body).toMatchObject({ label_ids: ["00000000-0000-4000-8000-000000000803", otherLabel.id] });
  });

  it("draws swimlanes when sub-grouped, each a row of the columns", async () => {
    renderIssuesPage([todo, { ...done, priority: "high" }], {
      display: { layout: "kanban", group_by: "state_id", sub_group_by: "priority" },
      routes: {
        [`GET ${BASE}issues/`]: (request) => {
          expect(request.query.get("sub_group_by")).toBe("priority");
          const cell = (issues: Issue[]) => ({ results: issues, total_results: issues.length });
          return {
            body: {
              results: {
                [stateId("Todo")]: { results: { none: cell([todo]) }, total_results: 1 },
                [stateId("Done")]: { results: { high: cell([{ ...done, priority: "high" }]) }, total_results: 1 },
              },
              grouped_by: "state_id",
              sub_grouped_by: "priority",
              total_results: 2,
              next_page_results: false,
            },
          };
        },
      },
    });
    const lane = await screen.findByRole("region", { name: "High swimlane" });
    expect(
      within(within(lane).getByRole("region", { name: "Done, High" })).getByRole("button", { name: "Old work" }),
    ).toBeInTheDocument();
    const none = screen.getByRole("region", { name: "No priority swimlane" });
    expect(
      within(within(none).getByRole("region", { name: "Todo, No priority" })).getByRole("button", { name: "Write spec" }),
    ).toBeInTheDocument();
  });

  it("folds a column locally and quick-adds at the bottom of another", async () => {
    const { user, net } = renderIssuesPage([todo, done], {
      display: { layout: "kanban" },
      routes: { [`POST ${BASE}issues/`]: { status: 201, body: makeIssue(9, { name: "Fresh", state_id: stateId("Todo") }) } },
    });
    await user.click(await screen.findByRole("button", { name: "Collapse Done" }));
    expect(screen.queryByRole("button", { name: "Old work" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Expand Done, 1 issue" })).toBeInTheDocument();
    expect(net.to(`PATCH ${BASE}user-properties/`)).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Add issue to Todo" }));
    await user.type(screen.getByRole("textbox", { name: "New issue title in Todo" }), "Fresh{Enter}");
    expect(
      await within(screen.getByRole("region", { name: "Todo" })).findByRole("button", { name: "Fresh" }),
    ).toBeInTheDocument();
    expect(net.to(`POST ${BASE}issues/`)[0].body).toEqual({ name: "Fresh", state_id: stateId("Todo") });
  });
});
