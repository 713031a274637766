import { VIEW_ACCESS } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { person } from "../../../test/builders";
import { type StubHandler, type StubReply, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { makeProject } from "../../project-settings/test-fixtures";
import { deferred, makeView, VIEW_BASE } from "../test-fixtures";
import { ProjectViewsPage } from "./project-views-page";

const ME = { id: "u1", email: "ada@example.com", display_name: "ada", first_name: "Ada", last_name: "Lovelace" };
const GRACE = { id: "m1", role: 15, created_at: "2025-01-01T00:00:00Z", member: person("u2", "Grace", "Hopper") };

function renderViews(views = [makeView()], routes: Record<string, StubHandler> = {}, role = 20) {
  const net = stubFetch({
    "GET /api/users/me/": { body: ME },
    [`GET ${VIEW_BASE}`]: { body: makeProject({ id: "p1", name: "Website", member_role: role }) },
    [`GET ${VIEW_BASE}views/`]: { body: views },
    "GET /api/workspaces/acme/members/": { body: [GRACE] },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <ProjectViewsPage />
      <Toaster />
    </>,
    { route: "/acme/projects/p1/views", path: "/:workspaceSlug/projects/:projectId/views" },
  );
  return { ...view, net };
}

const row = (name: string) => screen.getByRole("link", { name }).closest("li") as HTMLElement;

describe("project views list", () => {
  it("shows each view's name (or Untitled), access, lock and owner, and searches by name", async () => {
    const { user } = renderViews([
      makeView({ id: "v1", name: "Urgent bugs", is_locked: true, owned_by: "u2" }),
      makeView({ id: "v2", name: "", access: VIEW_ACCESS.PRIVATE }),
    ]);
    expect(await screen.findByRole("link", { name: "Urgent bugs" })).toHaveAttribute("href", "/acme/projects/p1/views/v1");
    const urgent = row("Urgent bugs");
    expect(within(urgent).getByText("Locked")).toBeInTheDocument();
    expect(within(urgent).getByText("Public")).toBeInTheDocument();
    expect(within(urgent).getByRole("img", { name: "Owner: Grace Hopper" })).toBeInTheDocument();
    expect(within(row("Untitled")).getByText("Private")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search views" }), "urg");
    expect(screen.getByRole("link", { name: "Urgent bugs" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Untitled" })).not.toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search views" }), "zzz");
    expect(screen.getByRole("heading", { name: "No views match" })).toBeInTheDocument();
  });

  it("locks at once, and unlocks again with a toast when the server refuses", async () => {
    const reply = deferred<StubReply>();
    const { user, net } = renderViews([makeView()], { [`PATCH ${VIEW_BASE}views/v1/`]: () => reply.promise });
    await screen.findByRole("link", { name: "Urgent bugs" });
    expect(within(row("Urgent bugs")).queryByText("Locked")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Actions for Urgent bugs" }));
    await user.click(await screen.findByRole("menuitem", { name: "Lock" }));
    expect(within(row("Urgent bugs")).getByText("Locked")).toBeInTheDocument();
    await waitFor(() => expect(net.to(`PATCH ${VIEW_BASE}views/v1/`)).toHaveLength(1));
    expect(net.to(`PATCH ${VIEW_BASE}views/v1/`)[0].body).toEqual({ is_locked: true });

    reply.resolve({ status: 403, body: { error: "Only the view's owner or an admin can change this view" } });
    expect(await screen.findByText("Couldn't lock the view")).toBeInTheDocument();
    await waitFor(() => expect(within(row("Urgent bugs")).queryByText("Locked")).not.toBeInTheDocument());
  });

  it("makes a view private at once and keeps it when the server agrees", async () => {
    const reply = deferred<StubReply>();
    let stored = makeView();
    const { user, net } = renderViews([], {
      [`GET ${VIEW_BASE}views/`]: () => ({ body: [stored] }),
      [`PATCH ${VIEW_BASE}views/v1/`]: async () => {
        const answer = await reply.promise;
        stored = answer.body as typeof stored;
        return answer;
      },
    });
    await screen.findByRole("link", { name: "Urgent bugs" });
    await user.click(screen.getByRole("button", { name: "Actions for Urgent bugs" }));
    await user.click(await screen.findByRole("menuitem", { name: "Make private" }));
    expect(within(row("Urgent bugs")).getByText("Private")).toBeInTheDocument();
    expect(net.to(`PATCH ${VIEW_BASE}views/v1/`)[0].body).toEqual({ access: VIEW_ACCESS.PRIVATE });

    reply.resolve({ body: makeView({ access: VIEW_ACCESS.PRIVATE }) });
    await waitFor(() => expect(net.to(`GET ${VIEW_BASE}views/`).length).toBeGreaterThan(1));
    expect(within(row("Urgent bugs")).getByText("Private")).toBeInTheDocument();
  });

  it("puts the access back when making a view private fails", async () => {
    const { user } = renderViews([makeView()], {
      [`PATCH ${VIEW_BASE}views/v1/`]: { status: 409, body: { error: "Conflict" } },
    });
    await screen.findByRole("link", { name: "Urgent bugs" });
    await user.click(screen.getByRole("button", { name: "Actions for Urgent bugs" }));
    await user.click(await screen.findByRole("menuitem", { name: "Make private" }));
    expect(await screen.findByText("Couldn't change who can see the view")).toBeInTheDocument();
    expect(within(row("Urgent bugs")).getByText("Public")).toBeInTheDocument();
  });

  it("offers changes only to the owner or an admin", async () => {
    const { user } = renderViews([makeView({ id: "v1", owned_by: "u2" })], {}, 15);
    await screen.findByRole("link", { name: "Urgent bugs" });
    await user.click(screen.getByRole("button", { name: "Actions for Urgent bugs" }));
    expect(await screen.findByRole("menuitem", { name: "Copy shareable link" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Lock" })).not.toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("creates a private view with a second call that sets its access", async () => {
    const created = makeView({ id: "v9", name: "Mine" });
    const { user, net } = renderViews([], {
      [`POST ${VIEW_BASE}views/`]: { status: 201, body: created },
      [`PATCH ${VIEW_BASE}views/v9/`]: { body: { ...created, access: VIEW_ACCESS.PRIVATE } },
    });
    await user.click(await screen.findByRole("button", { name: "New view" }));
    const dialog = await screen.findByRole("dialog", { name: "Create view" });
    await user.type(within(dialog).getByLabelText("Name"), "Mine");
    await user.click(within(dialog).getByRole("radio", { name: "Private" }));
    await user.click(within(dialog).getByRole("button", { name: "Create view" }));

    await waitFor(() => expect(net.to(`PATCH ${VIEW_BASE}views/v9/`)).toHaveLength(1));
    const post = net.to(`POST ${VIEW_BASE}views/`)[0];
    expect(post.body).toMatchObject({ name: "Mine", description: "" });
    expect(post.body).not.toHaveProperty("access");
    expect(net.to(`PATCH ${VIEW_BASE}views/v9/`)[0].body).toEqual({ access: VIEW_ACCESS.PRIVATE });
    expect(net.requests.indexOf(post)).toBeLessThan(net.requests.indexOf(net.to(`PATCH ${VIEW_BASE}views/v9/`)[0]));
    expect(await screen.findByTestId("location")).toHaveTextContent("/acme/projects/p1/views/v9");
  });

  it("creates a public view in one call", async () => {
    const created = makeView({ id: "v9", name: "Ours" });
    const { user, net } = renderViews([], { [`POST ${VIEW_BASE}views/`]: { status: 201, body: created } });
    await user.click(await screen.findByRole("button", { name: "New view" }));
    const dialog = await screen.findByRole("dialog", { name: "Create view" });
    await user.type(within(dialog).getByLabelText("Name"), "Ours");
    await user.click(within(dialog).getByRole("button", { name: "Create view" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/acme/projects/p1/views/v9");
    expect(net.requests.filter((r) => r.method === "PATCH")).toHaveLength(0);
  });

  it("stars a view at once", async () => {
    let favorite = false;
    const { user, net } = renderViews([], {
      [`GET ${VIEW_BASE}views/`]: () => ({ body: [makeView({ is_favorite: favorite })] }),
      [`POST ${VIEW_BASE}user-favorite-views/`]: () => {
        favorite = true;
        return { status: 201, body: {} };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Add Urgent bugs to favorites" }));
    expect(screen.getByRole("button", { name: "Remove Urgent bugs from favorites" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(net.to(`POST ${VIEW_BASE}user-favorite-views/`)[0]?.body).toEqual({ view: "v1" }));
  });

  it("says so when the project has views turned off", async () => {
    stubFetch({
      "GET /api/users/me/": { body: ME },
      [`GET ${VIEW_BASE}`]: { body: makeProject({ issue_views_view: false }) },
    });
    renderWithApp(<ProjectViewsPage />, { route: "/acme/projects/p1/views", path: "/:workspaceSlug/projects/:projectId/views" });
    expect(await screen.findByRole("heading", { name: "Views are turned off for this project" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open features" })).toHaveAttribute("href", "/acme/projects/p1/settings/features");
  });
});
