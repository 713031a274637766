import { PAGE_ACCESS } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { format, startOfMonth, subDays } from "date-fns";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { type StubHandler, stubFetch } from "../../../test/fetch-stub";
import { pickDate } from "../../../test/pick-date";
import { renderWithApp } from "../../../test/render";
import { makeProject } from "../../project-settings/test-fixtures";
import { ME, makePage, PAGE_BASE } from "../test-fixtures";
import { PagesPage } from "./pages-page";

const PAGES = [
  makePage({ id: "a", name: "Runbook", is_locked: true }),
  makePage({ id: "b", name: "", access: PAGE_ACCESS.PUBLIC }),
  makePage({ id: "c", name: "My notes", access: PAGE_ACCESS.PRIVATE }),
  makePage({ id: "d", name: "Old spec", archived_at: "2025-02-01T00:00:00Z" }),
];

/** The server's list: the tab by `type` (archived-pages apart), `search` on names. */
const listHandler =
  (archived: boolean): StubHandler =>
  ({ query }) => {
    const type = query.get("type");
    const search = (query.get("search") ?? "").toLowerCase();
    const rows = PAGES.filter((p) => (archived ? p.archived_at !== null : p.archived_at === null))
      .filter((p) => archived || (type === "private" ? p.access === PAGE_ACCESS.PRIVATE : p.access === PAGE_ACCESS.PUBLIC))
      .filter((p) => p.name.toLowerCase().includes(search));
    return { body: rows };
  };

function renderPages(routes: Record<string, StubHandler> = {}, project = {}) {
  const net = stubFetch({
    "GET /api/users/me/": { body: ME },
    [`GET ${PAGE_BASE}`]: { body: makeProject({ id: "p1", name: "Website", member_role: 20, ...project }) },
    [`GET ${PAGE_BASE}pages/`]: listHandler(false),
    [`GET ${PAGE_BASE}archived-pages/`]: listHandler(true),
    "GET /api/workspaces/acme/members/": { body: [] },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <PagesPage />
      <Toaster />
    </>,
    { route: "/acme/projects/p1/pages", path: "/:workspaceSlug/projects/:projectId/pages" },
  );
  return { ...view, net };
}

const row = (name: string) => screen.getByRole("link", { name }).closest("li") as HTMLElement;

describe("pages list", () => {
  it("shows public pages by default, newest change first, with Untitled, lock and access", async () => {
    const { net } = renderPages();
    expect(await screen.findByRole("link", { name: "Runbook" })).toHaveAttribute("href", "/acme/projects/p1/pages/a");
    expect(within(row("Runbook")).getByText("Locked")).toBeInTheDocument();
    expect(within(row("Untitled")).getByText("Public")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "My notes" })).not.toBeInTheDocument();
    const first = net.to(`GET ${PAGE_BASE}pages/`)[0];
    expect(first.query.get("type")).toBe("public");
    expect(first.query.get("order_by")).toBe("-updated_at");
  });

  it("switches tabs: private pages, then archived ones", async () => {
    const { user } = renderPages();
    await screen.findByRole("link", { name: "Runbook" });
    await user.click(screen.getByRole("tab", { name: "Private" }));
    expect(await screen.findByRole("link", { name: "My notes" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Runbook" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Archived" }));
    expect(await screen.findByRole("link", { name: "Old spec" })).toBeInTheDocument();
  });

  it("sorts by name A to Z when picked, and searches through the server", async () => {
    const { user, net } = renderPages();
    await screen.findByRole("link", { name: "Runbook" });
    await user.click(screen.getByRole("button", { name: /^Sort by Date modified/ }));
    await user.click(await screen.findByRole("menuitemradio", { name: "Name" }));
    await waitFor(() => expect(net.to(`GET ${PAGE_BASE}pages/`).some((r) => r.query.get("order_by") === "name")).toBe(true));

    await user.type(screen.getByRole("searchbox", { name: "Search pages" }), "run");
    await waitFor(() => expect(screen.queryByRole("link", { name: "Untitled" })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Runbook" })).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search pages" }), "zzz");
    expect(await screen.findByRole("heading", { name: "No pages match" })).toBeInTheDocument();
  });

  it("remembers the sort of each project's list in this browser", async () => {
    const first = renderPages();
    await screen.findByRole("link", { name: "Runbook" });
    await first.user.click(screen.getByRole("button", { name: /^Sort by Date modified/ }));
    await first.user.click(await screen.findByRole("menuitemradio", { name: "Name" }));
    await screen.findByRole("button", { name: "Sort by Name, ascending" });
    first.unmount();

    // Coming back to the list: asked in the order left, and the button says so.
    const again = renderPages();
    expect(await screen.findByRole("button", { name: "Sort by Name, ascending" })).toBeInTheDocument();
    await screen.findByRole("link", { name: "Runbook" });
    expect(again.net.to(`GET ${PAGE_BASE}pages/`).map((r) => r.query.get("order_by"))).toEqual(["name"]);
    again.unmount();

    // Another project keeps the default; a stored value that is not an order falls back to it too.
    localStorage.setItem("pages_order:p1", JSON.stringify("sideways"));
    const other = renderPages();
    expect(await screen.findByRole("button", { name: "Sort by Date modified, descending" })).toBeInTheDocument();
    await screen.findByRole("link", { name: "Runbook" });
    expect(other.net.to(`GET ${PAGE_BASE}pages/`)[0].query.get("order_by")).toBe("-updated_at");
  });

  it("makes a page private at once, and brings it back with a toast when the server refuses", async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const { user } = renderPages({
      [`POST ${PAGE_BASE}pages/a/access/`]: () => new Promise((resolve) => (answer = resolve)),
    });
    await screen.findByRole("link", { name: "Runbook" });
    await user.click(within(row("Runbook")).getByRole("button", { name: "Actions for Runbook" }));
    await user.click(await screen.findByRole("menuitem", { name: "Make private" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Runbook" })).not.toBeInTheDocument());
    answer({ status: 403, body: { error: "Only the page's owner or an admin can change its access" } });
    expect(await screen.findByText("Couldn't make the page private")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Runbook" })).toBeInTheDocument();
  });

  it("deletes a page only once confirmed", async () => {
    const { user, net } = renderPages({ [`DELETE ${PAGE_BASE}pages/a/`]: { status: 204 } });
    await screen.findByRole("link", { name: "Runbook" });
    await user.click(within(row("Runbook")).getByRole("button", { name: "Actions for Runbook" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Runbook?" });
    expect(net.to(`DELETE ${PAGE_BASE}pages/a/`)).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Delete page" }));
    await waitFor(() => expect(net.to(`DELETE ${PAGE_BASE}pages/a/`)).toHaveLength(1));
  });

  it("says what to do on an empty tab", async () => {
    renderPages({ [`GET ${PAGE_BASE}pages/`]: { body: [] } });
    expect(await screen.findByRole("heading", { name: "No public pages yet" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create a page" })).toBeInTheDocument();
  });

  it("says pages are off when the project turns them off", async () => {
    renderPages({}, { page_view: false });
    expect(await screen.findByRole("heading", { name: "Pages are turned off for this project" })).toBeInTheDocument();
  });

  it("creates a page from the modal with its name and access, then opens it", async () => {
    const { user, net } = renderPages({
      [`POST ${PAGE_BASE}pages/`]: ({ body }) => ({ status: 201, body: makePage({ id: "new", ...(body as object) }) }),
    });
    await screen.findByRole("link", { name: "Runbook" });
    await user.click(screen.getByRole("button", { name: "New page" }));
    const dialog = await screen.findByRole("dialog", { name: "New page" });
    await user.type(within(dialog).getByLabelText("Name"), "Onboarding");
    await user.click(within(dialog).getByRole("radio", { name: "Private" }));
    await user.click(within(dialog).getByRole("button", { name: "Create page" }));
    await waitFor(() => expect(net.to(`POST ${PAGE_BASE}pages/`)).toHaveLength(1));
    expect(net.to(`POST ${PAGE_BASE}pages/`)[0].body).toEqual({ name: "Onboarding", access: PAGE_ACCESS.PRIVATE });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New page" })).not.toBeInTheDocument());
  });

  it("says so with the spec's message when creating fails", async () => {
    const { user } = renderPages({ [`POST ${PAGE_BASE}pages/`]: { status: 500, body: { error: "boom" } } });
    await screen.findByRole("link", { name: "Runbook" });
    await user.click(screen.getByRole("button", { name: "New page" }));
    const dialog = await screen.findByRole("dialog", { name: "New page" });
    await user.click(within(dialog).getByRole("button", { name: "Create page" }));
    expect(await screen.findByText("Failed to create a page, Please try again later.")).toBeInTheDocument();
  });
  it("filters by creation date through the app's date picker, the end no earlier than the start", async () => {
    const { user, net } = renderPages();
    await screen.findByRole("link", { name: "Runbook" });
    const from = format(startOfMonth(new Date()), "yyyy-MM-dd");
    await pickDate(user, screen.getByRole("button", { name: "Created from" }), from);
    await waitFor(() => expect(net.to(`GET ${PAGE_BASE}pages/`).some((r) => r.query.get("created_at__gte") === from)).toBe(true));
    await user.click(screen.getByRole("button", { name: "Created until" }));
    const before = subDays(startOfMonth(new Date()), 1);
    await user.click(await screen.findByRole("button", { name: "Go to the Previous Month" }));
    expect(await screen.findByRole("button", { name: new RegExp(format(before, "PPPP")) })).toBeDisabled();
  });
});
