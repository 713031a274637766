import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import "../../components/editor/editor-test-shims";
import { useCommandPaletteStore } from "../../features/command-palette";
import { useIssueCommands } from "../../features/issue-core";
import { detailRoutes, ISSUE, makeIssue } from "../../features/issue-detail/test-fixtures";
import { project, renderWorkspaceApp, workspaceStubs } from "../../test/workspace-app";

const WEBSITE = project({ id: "p1", name: "Website", identifier: "WEB" });
const SEARCH = "GET /api/workspaces/acme/search/";
const RECENTS = "GET /api/workspaces/acme/recent-visits/";
const NO_RESULTS = { workspace: [], project: [], issue: [], cycle: [], module: [], issue_view: [], page: [], intake: [] };

const hit = {
  id: "i9",
  name: "Crash when saving a draft",
  sequence_id: 9,
  project_id: "p1",
  project_identifier: "WEB",
  state_id: "s2",
  state_name: "Todo",
  state_group: "unstarted",
  state_color: "#3f76ff",
  priority: "high",
  parent_id: null,
  is_epic: false,
};

function stubIssuePage() {
  return workspaceStubs(20, {
    ...detailRoutes(),
    "GET /api/workspaces/acme/projects/": { body: [WEBSITE] },
    [`PATCH ${ISSUE}`]: (request) => ({ body: { ...makeIssue(), ...(request.body as object) } }),
    [SEARCH]: (request) => ({
      body: { results: { ...NO_RESULTS, issue: request.query.get("search")?.includes("saving") ? [hit] : [] } },
    }),
  });
}

const palette = () => screen.findByRole("dialog", { name: "Command palette" });

describe("the command palette", () => {
  beforeEach(() => {
    useCommandPaletteStore.setState({ open: false, pages: [{ id: "root" }], shortcutsOpen: false });
    useIssueCommands.setState({ detail: null, selection: null, listCreate: null, createRequested: false });
  });

  it("changes the open issue's state from a nested page, and goes back up with Backspace and Esc", async () => {
    const net = stubIssuePage();
    const { user } = renderWorkspaceApp("/acme/projects/p1/issues/i1");
    await screen.findByRole("textbox", { name: "Issue title" });

    await user.keyboard("{Control>}k{/Control}");
    const dialog = await palette();
    expect(within(dialog).getByRole("group", { name: "Issue WEB-7" })).toBeInTheDocument();
    await user.keyboard("state");
    expect(within(dialog).getAllByRole("option")[0]).toHaveTextContent("Change state…");
    await user.keyboard("{Enter}");
    const todo = await within(dialog).findByRole("option", { name: /Todo/ });
    expect(todo).toContainElement(within(todo).getByLabelText("Selected"));
    expect(within(dialog).getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");

    // Esc and Backspace (in the empty search) go back up a level; Esc at the top closes only the palette.
    await user.keyboard("{Escape}");
    expect(await within(dialog).findByRole("option", { name: /Change priority/ })).toBeInTheDocument();
    await user.keyboard("state{Enter}");
    expect(await within(dialog).findByRole("option", { name: /Todo/ })).toBeInTheDocument();
    await user.keyboard("{Backspace}");
    expect(await within(dialog).findByRole("option", { name: /Change priority/ })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Command palette" })).not.toBeInTheDocument());
    expect(screen.getByRole("textbox", { name: "Issue title" })).toBeInTheDocument();

    await user.keyboard("{Control>}k{/Control}");
    await palette();
    await user.keyboard("change state{Enter}");
    await within(await palette()).findByRole("option", { name: /Todo/ });
    await user.keyboard("done{Enter}");
    await waitFor(() => expect(net.to(`PATCH ${ISSUE}`).map((r) => r.body)).toEqual([{ state_id: "s4" }]));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Command palette" })).not.toBeInTheDocument());
  });

  it("searches the workspace as you type and opens what it found", async () => {
    const net = stubIssuePage();
    const { user, router } = renderWorkspaceApp("/acme/projects/p1/issues/i1");
    await screen.findByRole("textbox", { name: "Issue title" });
    await user.keyboard("/");
    const dialog = await palette();
    await user.keyboard("saving");
    const found = await within(dialog).findByRole("option", { name: /WEB-9 Crash when saving a draft/ });
    expect(within(dialog).getByRole("group", { name: "Issues" })).toContainElement(found);
    expect(net.to(SEARCH).at(-1)?.query.get("search")).toBe("saving");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/projects/p1/issues/i9"));
  });

  it("asks the search at every keystroke, not once typing pauses", async () => {
    const net = stubIssuePage();
    const { user } = renderWorkspaceApp("/acme/projects/p1/issues/i1");
    await screen.findByRole("textbox", { name: "Issue title" });
    await user.keyboard("/");
    const dialog = await palette();
    // Keys as fast as user-event sends them: a debounce would have asked for "sav" alone.
    await user.keyboard("sav");
    await waitFor(() => expect(net.to(SEARCH).map((r) => r.query.get("search"))).toEqual(["s", "sa", "sav"]));
    expect(within(dialog).getByRole("combobox")).toHaveValue("sav");
  });

  it("lists the user's recent visits first on an empty search, and opens the one chosen", async () => {
    const visit = (id: string, entity_name: "issue" | "cycle", name: string, sequence_id: number | null) => ({
      id: `rv-${id}`,
      entity_name,
      entity_identifier: id,
      visited_at: "2025-03-01T10:00:00Z",
      entity_data: {
        id,
        name,
        project_id: "p1",
        project_identifier: "WEB",
        project_name: "Website",
        sequence_id,
        state_group: sequence_id === null ? null : "started",
        state_color: sequence_id === null ? null : "#f59e0b",
      },
    });
    const net = workspaceStubs(20, {
      "GET /api/workspaces/acme/projects/": { body: [WEBSITE] },
      [RECENTS]: {
        body: [visit("c3", "cycle", "Sprint 3", null), visit("i9", "issue", "Crash when saving a draft", 9)],
      },
    });
    const { user, router } = renderWorkspaceApp("/acme/projects");
    await screen.findByRole("complementary", { name: "Workspace sidebar" });
    // Fetched while the app is idle, before the palette is ever opened.
    await waitFor(() => expect(net.to(RECENTS)).toHaveLength(1));
    await user.keyboard("{Control>}k{/Control}");
    const dialog = await palette();

    const recent = await within(dialog).findByRole("group", { name: "Recent" });
    expect(within(dialog).getAllByRole("group")[0]).toBe(recent);
    const options = within(recent).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining("Sprint 3"),
      expect.stringContaining("Crash when saving a draft"),
    ]);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(options[1]).toHaveTextContent("WEB-9");
    expect(net.to(RECENTS).at(-1)?.query.get("per_page")).toBe("20");

    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/projects/p1/issues/i9"));
  });

  it("highlights the first recent visit when the recents arrive after the palette opened", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const net = workspaceStubs(20, {
      "GET /api/workspaces/acme/projects/": { body: [WEBSITE] },
      [RECENTS]: async () => {
        await answered;
        return {
          body: [
            {
              id: "rv-c3",
              entity_name: "cycle",
              entity_identifier: "c3",
              visited_at: "2025-03-01T10:00:00Z",
              entity_data: { id: "c3", name: "Sprint 3", project_id: "p1", project_identifier: "WEB", project_name: "Website" },
            },
          ],
        };
      },
    });
    const { user } = renderWorkspaceApp("/acme/projects");
    await screen.findByRole("complementary", { name: "Workspace sidebar" });
    await waitFor(() => expect(net.to(RECENTS).length).toBeGreaterThan(0));
    await user.keyboard("{Control>}k{/Control}");
    const dialog = await palette();
    await waitFor(() => expect(within(dialog).getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true"));
    expect(within(dialog).queryByRole("group", { name: "Recent" })).toBeNull();

    release();
    const recent = await within(dialog).findByRole("group", { name: "Recent" });
    const first = within(recent).getByRole("option", { name: /Sprint 3/ });
    await waitFor(() => expect(first).toHaveAttribute("aria-selected", "true"));
  });

  it("lists every shortcut on ? and goes places with g then a letter, never while typing", async () => {
    stubIssuePage();
    const { user, router } = renderWorkspaceApp("/acme/projects/p1/issues/i1");
    const title = await screen.findByRole("textbox", { name: "Issue title" });

    await user.keyboard("?");
    const help = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    for (const group of ["General", "Create", "Go to", "Issue", "Inbox", "Command palette"]) {
      expect(within(help).getByRole("region", { name: group })).toBeInTheDocument();
    }
    const goTo = within(help).getByRole("region", { name: "Go to" });
    expect(within(goTo).getByText("Cycles")).toBeInTheDocument();
    const settingsRow = within(goTo).getByText("Account settings").parentElement as HTMLElement;
    expect(settingsRow).toHaveTextContent(/Account settingsGthen,$/);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Keyboard shortcuts" })).not.toBeInTheDocument());

    await user.click(title);
    await user.keyboard("gc");
    expect(router.state.location.pathname).toBe("/acme/projects/p1/issues/i1");
    await user.click(document.body);
    await user.keyboard("gc");
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/projects/p1/cycles"));
    await user.keyboard("g,");
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/settings/account"));
  });

  it("asks for the project first when g then c is pressed outside one", async () => {
    workspaceStubs(20, { "GET /api/workspaces/acme/projects/": { body: [WEBSITE] } });
    const { user, router } = renderWorkspaceApp("/acme/");
    await screen.findByRole("complementary", { name: "Workspace sidebar" });
    await user.keyboard("gc");
    const dialog = await palette();
    expect(within(dialog).getByText("Cycles of…")).toBeInTheDocument();
    await user.click(await within(dialog).findByRole("option", { name: /Website/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/projects/p1/cycles"));
  });
});
