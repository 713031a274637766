import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { createTestQueryClient } from "../../../test/render";
import { issueKeys, projectScope } from "../../issue-core";
import { BASE, PROJECT_ID, SLUG, userProperties } from "../../issue-core/test-fixtures";
import { useIssuePreferences } from "./use-issue-preferences";

function setup(stored = userProperties(), patchStatus = 200) {
  const net = stubFetch({
    [`GET ${BASE}user-properties/`]: { body: stored },
    [`PATCH ${BASE}user-properties/`]: patchStatus === 200 ? { body: stored } : { status: patchStatus, body: { error: "Nope" } },
  });
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
  const scope = projectScope(SLUG, PROJECT_ID);
  const hook = renderHook(() => useIssuePreferences(scope), { wrapper });
  return { ...hook, net, queryClient };
}

const lastPatch = (net: ReturnType<typeof stubFetch>) =>
  net.to(`PATCH ${BASE}user-properties/`).at(-1)?.body as Record<string, unknown>;

describe("useIssuePreferences", () => {
  beforeEach(() => localStorage.clear());

  it("reads the stored preferences over the spec's defaults", async () => {
    const { result } = setup(userProperties({ layout: "kanban", group_by: "priority" }, { priority: ["high"] }));
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    await waitFor(() =>
      expect(result.current.displayFilters).toMatchObject({ layout: "kanban", group_by: "priority", order_by: "sort_order" }),
    );
    expect(result.current.filters.priority).toEqual(["high"]);
    expect(result.current.displayProperties.assignee).toBe(true);
  });

  it("clears sub_group_by along with group_by, before sending", async () => {
    const { result, net } = setup(userProperties({ layout: "list", group_by: "priority", sub_group_by: "labels__id" }));
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    await act(() => result.current.updateDisplayFilters({ group_by: null }));
    await waitFor(() => expect(result.current.displayFilters).toMatchObject({ group_by: null, sub_group_by: null }));
    expect(lastPatch(net).display_filters).toMatchObject({ group_by: null, sub_group_by: null });
  });

  it("on a board, grouping by the sub-grouping clears the sub-grouping", async () => {
    const { result, net } = setup(userProperties({ layout: "kanban", group_by: "state_id", sub_group_by: "priority" }));
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    await act(() => result.current.updateDisplayFilters({ group_by: "priority" }));
    await waitFor(() => expect(result.current.displayFilters).toMatchObject({ group_by: "priority", sub_group_by: null }));
    expect(lastPatch(net).display_filters).toMatchObject({ group_by: "priority", sub_group_by: null });
  });

  it("a board without a grouping groups by state", async () => {
    const { result } = setup(userProperties({ layout: "list", group_by: null }));
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    await act(() => result.current.updateDisplayFilters({ layout: "kanban" }));
    await waitFor(() => expect(result.current.displayFilters).toMatchObject({ layout: "kanban", group_by: "state_id" }));
  });

  it("a layout change drops the loaded issue views, other issue queries stay", async () => {
    const { result, queryClient } = setup();
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    const viewKey = issueKeys.list(SLUG, PROJECT_ID, { view: "project-view", layout: "list" });
    const allKey = issueKeys.list(SLUG, PROJECT_ID, { per_page: 1000, order_by: "sort_order" });
    queryClient.setQueryData(viewKey, { loaded: true });
    queryClient.setQueryData(allKey, ["id"]);
    await act(() => result.current.updateDisplayFilters({ order_by: "-created_at" }));
    expect(queryClient.getQueryData(viewKey)).toBeDefined();
    await act(() => result.current.updateDisplayFilters({ layout: "calendar" }));
    expect(queryClient.getQueryData(viewKey)).toBeUndefined();
    expect(queryClient.getQueryData(allKey)).toEqual(["id"]);
  });

  it("sends only the filter set, and a filter emptied to no values as null", async () => {
    const { result, net } = setup(userProperties({}, { priority: ["high"], labels: ["None"] }));
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    await act(() => result.current.updateFilter("priority", []));
    expect(lastPatch(net)).toEqual({ filters: expect.objectContaining({ priority: null, labels: ["None"] }) });
  });

  it("refetches the stored filters when saving fails", async () => {
    const { result, net } = setup(userProperties({}, { priority: ["high"] }), 400);
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    await act(() => result.current.updateFilter("priority", ["low"]));
    await waitFor(() => expect(net.to(`GET ${BASE}user-properties/`)).toHaveLength(2));
    await waitFor(() => expect(result.current.filters.priority).toEqual(["high"]));
  });
});
