import { act, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { ACME, ME, project } from "../../../test/workspace-app";
import { useIssueCommands } from "../../issue-core";
import {
  BASE,
  giveListAHeight,
  makeIssue,
  projectScreenRoutes,
  resetIssueStore,
  userProperties,
} from "../../issue-core/test-fixtures";
import { ProjectIssuesPage } from "../../issues";
import { listHandler } from "../../issues/test-page";
import { openCommandPalette, useCommandPaletteStore } from "../lib/palette-store";
import { CommandPalette } from "./command-palette";

const ISSUES = [makeIssue(1), makeIssue(2), makeIssue(3)];
const BULK = `POST ${BASE}bulk-operation-issues/`;

function renderListWithPalette() {
  const net = stubFetch({
    ...projectScreenRoutes(),
    [`GET ${BASE}user-properties/`]: { body: userProperties({ layout: "list" }) },
    [`GET ${BASE}issues/`]: listHandler(ISSUES),
    "GET /api/workspaces/acme/projects/": { body: [project({ id: "p1", name: "Website", identifier: "WEB" })] },
    [BULK]: (request) => {
      const { issue_ids, properties } = request.body as { issue_ids: string[]; properties: object };
      return { body: ISSUES.filter((i) => issue_ids.includes(i.id)).map((i) => ({ ...i, ...properties })) };
    },
  });
  const view = renderWithApp(
    <>
      <ProjectIssuesPage />
      <CommandPalette {...{ workspace: ACME, workspaces: [ACME], user: ME, role: 20, projectId: "p1" }} />
      <Toaster />
    </>,
    { route: "/acme/projects/p1/issues", path: "/:workspaceSlug/projects/:projectId/issues" },
  );
  return { ...view, net };
}

describe("the command palette on checked rows", () => {
  let restoreHeight: () => void;
  beforeEach(() => {
    resetIssueStore();
    restoreHeight = giveListAHeight();
    useCommandPaletteStore.setState({ open: false, pages: [{ id: "root" }], shortcutsOpen: false });
    useIssueCommands.setState({ detail: null, selection: null, listCreate: null, createRequested: false });
  });
  afterEach(() => restoreHeight());

  it("changes them all in one bulk call, and deletes them only after the bulk bar's confirmation", async () => {
    const { user, net } = renderListWithPalette();
    await user.click(await screen.findByRole("checkbox", { name: "Select WEB-1" }));
    await user.click(screen.getByRole("checkbox", { name: "Select WEB-2" }));
    // The bulk bar (a lazy chunk) offers the checked rows to the palette once it has loaded.
    await screen.findByRole("toolbar", { name: "Selected issues" });

    act(() => openCommandPalette());
    const dialog = await screen.findByRole("dialog", { name: "Command palette" });
    expect(within(dialog).getByRole("group", { name: "2 selected issues" })).toBeInTheDocument();
    await user.keyboard("priority{Enter}");
    await within(dialog).findByRole("option", { name: /Urgent/ });
    await user.keyboard("urgent{Enter}");
    await waitFor(() =>
      expect(net.to(BULK).map((r) => r.body)).toEqual([
        { issue_ids: [ISSUES[0].id, ISSUES[1].id], properties: { priority: "urgent" } },
      ]),
    );

    act(() => openCommandPalette());
    await screen.findByRole("dialog", { name: "Command palette" });
    await user.keyboard("delete{Enter}");
    const confirm = await screen.findByRole("alertdialog", { name: "Delete 2 issues?" });
    expect(net.to(`DELETE ${BASE}bulk-delete-issues/`)).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("toolbar", { name: "Selected issues" })).toHaveTextContent("2 issues selected");
  });
});
