import { PAGE_ACCESS, PAGE_TITLE_AUTOSAVE_MS } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { type StubHandler, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { makeIssue, searchIssuesStub } from "../../issue-core/test-fixtures";
import { makeProject } from "../../project-settings/test-fixtures";
import { ME, makePage, PAGE_BASE } from "../test-fixtures";
import "../../../components/editor/editor-test-shims";
import { PageScreen } from "./page-screen";

const PAGE_PATH = `${PAGE_BASE}pages/pg1/`;

function renderPage(page = makePage(), routes: Record<string, StubHandler> = {}, role = 15) {
  const net = stubFetch({
    "GET /api/users/me/": { body: ME },
    [`GET ${PAGE_BASE}`]: { body: makeProject({ id: "p1", name: "Website", member_role: role }) },
    [`GET ${PAGE_PATH}`]: { body: page },
    [`GET ${PAGE_BASE}pages/`]: { body: [] },
    "GET /api/workspaces/acme/members/": { body: [] },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <PageScreen />
      <Toaster />
    </>,
    { route: "/acme/projects/p1/pages/pg1", path: "/:workspaceSlug/projects/:projectId/pages/:pageId" },
  );
  return { ...view, net };
}

const editable = async () => (await screen.findByRole("textbox", { name: "Page content" })).getAttribute("contenteditable");

describe("page screen", () => {
  it("saves the title after a pause, and puts the old name back with a toast when refused", async () => {
    const { user, net } = renderPage(makePage(), {
      [`PATCH ${PAGE_PATH}`]: { status: 409, body: { error: "This page is locked. Unlock it before editing." } },
    });
    const title = await screen.findByRole("textbox", { name: "Page title" });
    expect(title).toHaveValue("Runbook");
    await user.clear(title);
    await user.type(title, "Playbook");
    expect(net.to(`PATCH ${PAGE_PATH}`)).toHaveLength(0);
    await waitFor(() => expect(net.to(`PATCH ${PAGE_PATH}`)).toHaveLength(1), { timeout: PAGE_TITLE_AUTOSAVE_MS + 2000 });
    expect(net.to(`PATCH ${PAGE_PATH}`)[0].body).toEqual({ name: "Playbook" });
    expect(await screen.findByText("Couldn't rename the page")).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveValue("Runbook"));
  });

  it("keeps the new title when the server agrees", async () => {
    const { user, net } = renderPage(makePage(), {
      [`PATCH ${PAGE_PATH}`]: ({ body }) => ({ body: makePage({ ...(body as object) }) }),
    });
    const title = await screen.findByRole("textbox", { name: "Page title" });
    await user.clear(title);
    await user.type(title, "Playbook");
    await waitFor(() => expect(net.to(`PATCH ${PAGE_PATH}`)).toHaveLength(1), { timeout: PAGE_TITLE_AUTOSAVE_MS + 2000 });
    expect(title).toHaveValue("Playbook");
  });

  it("is editable for a member on a public page", async () => {
    renderPage();
    await waitFor(async () => expect(await editable()).toBe("true"));
    expect(screen.queryByText(/Saving|Saved|Couldn't save/)).not.toBeInTheDocument();
  });

  it("is read-only when locked, and says so", async () => {
    renderPage(makePage({ is_locked: true }));
    expect(await screen.findByText("This page is locked. Unlock it before editing.")).toBeInTheDocument();
    await waitFor(async () => expect(await editable()).toBe("false"));
    expect(screen.getByRole("textbox", { name: "Page title" })).toHaveAttribute("readonly");
  });

  it("is read-only when archived, and says so", async () => {
    renderPage(makePage({ archived_at: "2025-03-01T00:00:00Z" }));
    expect(await screen.findByText("This page is archived. Restore it before editing.")).toBeInTheDocument();
    await waitFor(async () => expect(await editable()).toBe("false"));
  });

  it("is read-only for a guest, who may only read it", async () => {
    renderPage(makePage({ owned_by: "u2", access: PAGE_ACCESS.PUBLIC }), {}, 5);
    expect(await screen.findByText(/You can read this page/)).toBeInTheDocument();
    await waitFor(async () => expect(await editable()).toBe("false"));
  });

  it("saves the content after a pause, and what is unsaved when the screen closes", async () => {
    const saves: string[] = [];
    const { user, unmount, net } = renderPage(makePage({ description_html: "" }), {
      [`PATCH ${PAGE_PATH}description/`]: ({ body }) => {
        const html = (body as { description_html: string }).description_html;
        saves.push(html);
        return { body: makePage({ description_html: html }) };
      },
    });
    // No co-editing server answers here: the editor says so, and saves through description/ instead.
    await waitFor(async () => expect(await editable()).toBe("true"), { timeout: 10_000 });
    expect(screen.getByRole("status", { name: "Live editing: Offline" })).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("Live editing can't connect");
    await user.click(screen.getByRole("textbox", { name: "Page content" }));
    await user.keyboard("Hello");
    await waitFor(() => expect(saves).toEqual(["<p>Hello</p>"]));
    expect(net.to(`PATCH ${PAGE_PATH}description/`)[0].body).toMatchObject({ description_json: { type: "doc" } });
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    await user.keyboard(" world");
    unmount();
    await waitFor(() => expect(saves).toEqual(["<p>Hello</p>", "<p>Hello world</p>"]));
  });

  it("lists versions, previews one and restores it once confirmed", async () => {
    const version = {
      id: "v1",
      page: "pg1",
      workspace: "w1",
      project: "p1",
      owned_by: "u1",
      last_saved_at: "2025-01-01T10:00:00Z",
      created_at: "2025-01-01T10:00:00Z",
      updated_at: "2025-01-01T10:00:00Z",
    };
    const { user, net } = renderPage(makePage({ description_html: "<p>New text</p>" }), {
      [`GET ${PAGE_PATH}versions/`]: { body: [version] },
      [`GET ${PAGE_PATH}versions/v1/`]: {
        body: { ...version, description_html: "<p>Old text</p>", description_json: null, description_binary: null },
      },
      [`POST ${PAGE_PATH}versions/v1/restore/`]: { body: makePage({ description_html: "<p>Old text</p>" }) },
    });
    await waitFor(async () => expect(await editable()).toBe("true"));
    await user.click(screen.getByRole("button", { name: "Version history" }));
    const versions = await screen.findByRole("list", { name: "Versions" });
    await user.click(await within(versions).findByRole("button"));
    expect(await screen.findByRole("region", { name: "Version preview" })).toHaveTextContent("Old text");
    await user.click(screen.getByRole("button", { name: "Restore this version" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Restore this version?" });
    expect(net.to(`POST ${PAGE_PATH}versions/v1/restore/`)).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Page content" })).toHaveTextContent("Old text"));
    expect(net.to(`POST ${PAGE_PATH}versions/v1/restore/`)).toHaveLength(1);
  });

  it("picks issues to embed through the project's search-issues/, never its whole issue list", async () => {
    const issues = [makeIssue(12, { name: "Fix login" }), makeIssue(13, { name: "Dark mode" })];
    const saves: string[] = [];
    const { user, net } = renderPage(makePage({ description_html: "" }), {
      [`GET ${PAGE_BASE}search-issues/`]: searchIssuesStub(() => issues),
      [`PATCH ${PAGE_PATH}description/`]: ({ body }) => {
        const html = (body as { description_html: string }).description_html;
        saves.push(html);
        return { body: makePage({ description_html: html }) };
      },
    });
    await waitFor(async () => expect(await editable()).toBe("true"), { timeout: 10_000 });
    await user.click(screen.getByRole("textbox", { name: "Page content" }));
    await user.keyboard("See #login");
    const picker = await screen.findByRole("listbox", { name: "Issues" });
    await waitFor(() => expect(picker).toHaveTextContent("Fix login"));
    expect(picker).not.toHaveTextContent("Dark mode");
    expect(net.to(`GET ${PAGE_BASE}search-issues/`).at(-1)?.query.get("search")).toBe("login");
    await user.click(within(picker).getByRole("option", { name: /Fix login/ }));
    await waitFor(() => expect(saves.at(-1)).toContain(`key="WEB-12"`));

    // A typed key of the project opens the picker too, and asks for that key.
    await user.keyboard("and WEB-13");
    const again = await screen.findByRole("listbox", { name: "Issues" });
    await waitFor(() => expect(again).toHaveTextContent("Dark mode"));
    expect(net.to(`GET ${PAGE_BASE}search-issues/`).at(-1)?.query.get("search")).toBe("WEB-13");
    // Nothing downloaded a project's issue list for the picker.
    expect(net.to(`GET ${PAGE_BASE}issues/`)).toEqual([]);
  });

  it("says the page is gone when the server no longer shows it", async () => {
    renderPage(makePage(), { [`GET ${PAGE_PATH}`]: { status: 404, body: { error: "Page not found" } } });
    expect(await screen.findByRole("heading", { name: "This page isn't available" })).toBeInTheDocument();
  });
});
