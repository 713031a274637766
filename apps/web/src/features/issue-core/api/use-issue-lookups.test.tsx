import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { createTestQueryClient } from "../../../test/render";
import { BASE, PROJECT_ID, projectScreenRoutes, SLUG } from "../test-fixtures";
import { useIssueLookups } from "./use-issue-lookups";

describe("useIssueLookups", () => {
  it("stays the same object when a refetch of cycles changes their counts but no name", async () => {
    let cycleIssues = 1;
    let cycleName = "Sprint 1";
    const cycle = () => ({ id: "c1", name: cycleName, total_issues: cycleIssues, project_id: PROJECT_ID });
    const net = stubFetch({ ...projectScreenRoutes(), [`GET ${BASE}cycles/`]: () => ({ body: [cycle()] }) });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useIssueLookups(SLUG, PROJECT_ID), { wrapper });
    await waitFor(() => expect(result.current.lookups.cyclesById.get("c1")?.name).toBe("Sprint 1"));
    await waitFor(() => expect(result.current.lookups.identifier).toBe("WEB"));
    const before = result.current.lookups;

    // An issue moved into the cycle: its counts change, its name does not.
    cycleIssues = 2;
    const refetch = () =>
      act(async () => {
        await queryClient.invalidateQueries({ queryKey: ["workspaces", SLUG, "projects", PROJECT_ID, "cycles"] });
      });
    await refetch();
    await waitFor(() => expect(net.to(`GET ${BASE}cycles/`).length).toBeGreaterThanOrEqual(2));
    expect(result.current.lookups).toBe(before);

    cycleName = "Sprint One";
    await refetch();
    await waitFor(() => expect(result.current.lookups.cyclesById.get("c1")?.name).toBe("Sprint One"));
    expect(result.current.lookups).not.toBe(before);
  });
});
