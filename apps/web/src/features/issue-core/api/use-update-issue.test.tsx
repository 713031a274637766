import { act, renderHook, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { HookProviders } from "../../../test/render";
import { BASE, makeIssue, PROJECT_ID, SLUG, seedIssueStore, storedIssue } from "../test-fixtures";
import { useUpdateIssue } from "./use-update-issue";

const issue = makeIssue(1, { priority: "low" });
const path = `PATCH ${BASE}issues/${issue.id}/`;

const wrapper = HookProviders;

const stored = () => storedIssue(issue.id);

describe("useUpdateIssue", () => {
  beforeEach(() => {
    seedIssueStore(issue);
  });

  it("shows the change before the server answers, then keeps the server's version", async () => {
    let release: () => void = () => undefined;
    const net = stubFetch({
      [path]: (request) =>
        new Promise((resolve) => {
          release = () => resolve({ body: { ...issue, ...(request.body as object), updated_at: "2025-02-02T00:00:00Z" } });
        }),
    });
    const { result } = renderHook(() => useUpdateIssue(SLUG, PROJECT_ID), { wrapper });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.updateIssue(issue.id, { priority: "urgent" });
    });
    expect(stored().priority).toBe("urgent");
    await waitFor(() => expect(net.to(path)).toHaveLength(1));
    await act(async () => {
      release();
      await done;
    });
    expect(net.to(path)[0].body).toEqual({ priority: "urgent" });
    expect(stored()).toMatchObject({ priority: "urgent", updated_at: "2025-02-02T00:00:00Z" });
  });

  it("restores the old value and toasts when the server refuses", async () => {
    stubFetch({ [path]: { status: 400, body: { error: "priority: must be one of: urgent, high" } } });
    const { result } = renderHook(() => useUpdateIssue(SLUG, PROJECT_ID), { wrapper });
    await act(async () => {
      await expect(result.current.updateIssue(issue.id, { priority: "high", name: "New" })).rejects.toThrow();
    });
    expect(stored()).toMatchObject({ priority: "low", name: "Issue 1" });
    expect(await screen.findByText("Couldn't update the issue")).toBeInTheDocument();
  });

  it("does not roll back over a newer change to the same field", async () => {
    let fail: () => void = () => undefined;
    const net = stubFetch({
      [path]: (request) => {
        const body = request.body as { priority: string };
        if (body.priority === "high") {
          return new Promise((resolve) => {
            fail = () => resolve({ status: 500, body: { error: "boom" } });
          });
        }
        return { body: { ...issue, ...body } };
      },
    });
    const { result } = renderHook(() => useUpdateIssue(SLUG, PROJECT_ID), { wrapper });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.updateIssue(issue.id, { priority: "high" }).catch(() => undefined);
    });
    await act(async () => {
      await result.current.updateIssue(issue.id, { priority: "medium" });
    });
    await act(async () => {
      await vi.waitFor(() => expect(net.to(path)).toHaveLength(2), { timeout: 15_000 });
      fail();
      await first;
    });
    expect(stored().priority).toBe("medium");
  });
});
