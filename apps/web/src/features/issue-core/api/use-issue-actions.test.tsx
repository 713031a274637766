import { act, renderHook, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { HookProviders } from "../../../test/render";
import { useIssueStore } from "../store/issue-store";
import { BASE, makeIssue, PROJECT_ID, SLUG, seedIssueStore, storedIssue } from "../test-fixtures";
import { useIssue } from "./use-issue";
import { useArchiveIssue, useCreateIssue, useDeleteIssue, useRestoreIssue } from "./use-issue-actions";
import { useUpdateIssue } from "./use-update-issue";

const issue = makeIssue(1);
const issueUrl = `${BASE}issues/${issue.id}/`;

const wrapper = HookProviders;

const stored = () => storedIssue(issue.id);

describe("issue action hooks", () => {
  beforeEach(() => {
    seedIssueStore(issue);
  });

  it("useIssue loads the expands and reflects later store patches", async () => {
    const net = stubFetch({ [`GET ${issueUrl}`]: { body: { ...issue, description_html: "<p>d</p>", issue_link: [] } } });
    const { result } = renderHook(
      () => ({ detail: useIssue(SLUG, PROJECT_ID, issue.id), update: useUpdateIssue(SLUG, PROJECT_ID) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.data?.description_html).toBe("<p>d</p>"));
    expect(net.to(`GET ${issueUrl}`)[0].query.get("expand")).toBe("issue_reactions,issue_attachments,issue_link,parent");
    act(() => useIssueStore.getState().patchIssue(issue.id, { name: "Live rename" }));
    expect(result.current.detail.data).toMatchObject({ name: "Live rename", issue_link: [] });
  });

  it("deletes at once and brings the issue back when the server refuses", async () => {
    stubFetch({ [`DELETE ${issueUrl}`]: { status: 403, body: { error: "Only admins or the creator can delete" } } });
    const { result } = renderHook(() => useDeleteIssue(SLUG, PROJECT_ID), { wrapper });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.deleteIssue(issue.id);
    });
    expect(stored()).toBeUndefined();
    await act(async () => {
      await expect(done).rejects.toThrow();
    });
    expect(stored()).toEqual(issue);
    expect(await screen.findByText("Couldn't delete the issue")).toBeInTheDocument();
  });

  it("archives with the server's timestamp and restores", async () => {
    const net = stubFetch({
      [`POST ${issueUrl}archive/`]: { body: { archived_at: "2025-04-01T10:00:00Z" } },
      [`DELETE ${issueUrl}archive/`]: { status: 204 },
    });
    const { result } = renderHook(
      () => ({ archive: useArchiveIssue(SLUG, PROJECT_ID), restore: useRestoreIssue(SLUG, PROJECT_ID) }),
      { wrapper },
    );
    await act(() => result.current.archive.archiveIssue(issue.id));
    expect(stored().archived_at).toBe("2025-04-01T10:00:00Z");
    await act(() => result.current.restore.restoreIssue(issue.id));
    expect(stored().archived_at).toBeNull();
    expect(net.to(`DELETE ${issueUrl}archive/`)).toHaveLength(1);
  });

  it("creates with a temporary row that the server's issue replaces", async () => {
    stubFetch({ [`POST ${BASE}issues/`]: { status: 201, body: makeIssue(2, { name: "New" }) } });
    const { result } = renderHook(() => useCreateIssue(SLUG, PROJECT_ID), { wrapper });
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.createIssue({ name: "New", state_id: issue.state_id ?? undefined });
    });
    const temp = Object.values(useIssueStore.getState().issuesById).find((i) => i.id.startsWith("temp-"));
    expect(temp).toMatchObject({ name: "New", sort_order: issue.sort_order + 10000 });
    await act(async () => {
      await done;
    });
    expect(Object.keys(useIssueStore.getState().issuesById).sort()).toEqual([issue.id, makeIssue(2).id].sort());
  });
});
