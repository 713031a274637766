import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../components/editor/editor-test-shims";
import { ISSUE, makeIssue, renderIssuePage, renderPeek, stubDetail } from "../test-fixtures";

async function openMenu(user: ReturnType<typeof renderIssuePage>["user"]) {
  await screen.findByRole("textbox", { name: "Issue title" });
  await user.click(screen.getByRole("button", { name: "Issue actions" }));
}

describe("issue actions", () => {
  it("disables Archive until the issue is completed or canceled", async () => {
    const net = stubDetail();
    const { user } = renderIssuePage();
    await screen.findByRole("button", { name: "State" });
    await openMenu(user);
    const archive = await screen.findByRole("menuitem", { name: "Archive" });
    expect(archive).toHaveAttribute("aria-disabled", "true");
    expect(archive).toHaveAccessibleDescription("Only completed or canceled issues can be archived");
    await user.click(archive);
    expect(net.to(`POST ${ISSUE}archive/`)).toHaveLength(0);
  });

  it("archives a completed issue and offers to restore it", async () => {
    const net = stubDetail(
      {
        [`POST ${ISSUE}archive/`]: { body: { archived_at: "2025-03-03T10:00:00Z" } },
        [`DELETE ${ISSUE}archive/`]: { status: 204 },
      },
      { issue: makeIssue({ state_id: "s4" }) },
    );
    const { user } = renderIssuePage();
    await screen.findByRole("button", { name: "State" });
    await openMenu(user);
    await user.click(await screen.findByRole("menuitem", { name: "Archive" }));
    await waitFor(() => expect(net.to(`POST ${ISSUE}archive/`)).toHaveLength(1));
    expect(await screen.findByText(/Archived — this issue is read-only/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Issue title" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(net.to(`DELETE ${ISSUE}archive/`)).toHaveLength(1));
    expect(await screen.findByRole("textbox", { name: "Issue title" })).toBeInTheDocument();
  });

  it("asks before deleting, then deletes and goes back to the list", async () => {
    const net = stubDetail({ [`DELETE ${ISSUE}`]: { status: 204 } });
    const { user, router } = renderIssuePage();
    await openMenu(user);
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete WEB-7?" });
    expect(net.to(`DELETE ${ISSUE}`)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(net.to(`DELETE ${ISSUE}`)).toHaveLength(1));
    expect(dialog).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/acme/projects/p1/issues");
  });

  it("closes the peek when its issue is deleted", async () => {
    const net = stubDetail({ [`DELETE ${ISSUE}`]: { status: 204 } });
    const { user, router } = renderPeek();
    await openMenu(user);
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(net.to(`DELETE ${ISSUE}`)).toHaveLength(1));
    expect(router.state.location.search).toBe("");
  });

  it("hides Delete from members who did not create the issue", async () => {
    stubDetail({}, { role: 15, issue: makeIssue({ created_by: "u2" }) });
    const { user } = renderIssuePage();
    await openMenu(user);
    expect(await screen.findByRole("menuitem", { name: /Copy link/ })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("toggles the subscription", async () => {
    let subscribed = true;
    const net = stubDetail({
      [`GET ${ISSUE}subscribe/`]: () => ({ body: { subscribed } }),
      [`DELETE ${ISSUE}subscribe/`]: () => {
        subscribed = false;
        return { body: { subscribed } };
      },
    });
    const { user } = renderIssuePage();
    await openMenu(user);
    await user.click(await screen.findByRole("menuitem", { name: "Unsubscribe" }));
    await waitFor(() => expect(net.to(`DELETE ${ISSUE}subscribe/`)).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Issue actions" }));
    expect(await screen.findByRole("menuitem", { name: "Subscribe" })).toBeInTheDocument();
  });
});
