import type { Module } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { type StubHandler, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { ME, person } from "../../../test/workspace-app";
import { makeProject } from "../../project-settings/test-fixtures";
import { MODULES, MODULES_PATH, makeModule } from "../test-fixtures";
import { ModulesPage } from "./modules-page";

const PROJECT = "/api/workspaces/acme/projects/p1/";

function renderModules({
  role = 20,
  modules = MODULES,
  routes = {},
}: {
  role?: number;
  modules?: Module[];
  routes?: Record<string, StubHandler>;
} = {}) {
  let server = modules.map((m) => ({ ...m }));
  const net = stubFetch({
    "GET /api/users/me/": { body: ME },
    [`GET ${PROJECT}`]: { body: makeProject({ member_role: role }) },
    [`GET ${PROJECT}members/`]: { body: [{ id: "pm2", member: person("u2", "Bob", "Roe"), role: 15 }] },
    [`GET ${MODULES_PATH}`]: () => ({ body: server }),
    ...Object.fromEntries(
      modules.map((m) => [
        `PATCH ${MODULES_PATH}${m.id}/`,
        ({ body }: { body: unknown }) => {
          server = server.map((s) => (s.id === m.id ? { ...s, ...(body as Partial<Module>) } : s));
          return { body: server.find((s) => s.id === m.id) };
        },
      ]),
    ),
    ...Object.fromEntries(
      modules.map((m) => [
        `POST ${MODULES_PATH}${m.id}/archive/`,
        () => {
          server = server.filter((s) => s.id !== m.id);
          return { body: { archived_at: "2025-05-01T00:00:00Z" } };
        },
      ]),
    ),
    ...Object.fromEntries(
      modules.map((m) => [
        `DELETE ${MODULES_PATH}${m.id}/`,
        () => {
          server = server.filter((s) => s.id !== m.id);
          return { status: 204 };
        },
      ]),
    ),
    ...routes,
  });
  const view = renderWithApp(
    <>
      <ModulesPage />
      <Toaster />
    </>,
    { route: "/acme/projects/p1/modules", path: "/:workspaceSlug/projects/:projectId/modules" },
  );
  return { ...view, net };
}

async function rowNames() {
  const list = await screen.findByRole("list", { name: "Modules" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("aria-label"));
}

describe("ModulesPage", () => {
  it("lists modules by name by default, with progress, dates and people", async () => {
    renderModules();
    expect(await rowNames()).toEqual(["Auth", "Billing", "search"]);
    const search = screen.getByRole("listitem", { name: "search" });
    expect(within(search).getByRole("progressbar", { name: "Progress of search" })).toHaveAttribute("aria-valuenow", "0");
    expect(within(search).getByText("0/10")).toBeInTheDocument();
    expect(within(search).getByText("Mar 01, 2025")).toBeInTheDocument();
    expect(await within(search).findByRole("img", { name: "Lead: Bob Roe" })).toBeInTheDocument();
    expect(within(search).getByRole("img", { name: "Members: Ada Lovelace, Bob Roe" })).toBeInTheDocument();
    expect(within(screen.getByRole("listitem", { name: "Auth" })).getByText("2/2")).toBeInTheDocument();
  });

  it("reorders from the order menu, reverses, and remembers the choice", async () => {
    const { user, unmount } = renderModules();
    await rowNames();
    await user.click(screen.getByRole("button", { name: "Order by Name" }));
    await user.click(await screen.findByRole("menuitemradio", { name: "Progress" }));
    await waitFor(async () => expect(await rowNames()).toEqual(["search", "Billing", "Auth"]));

    await user.click(screen.getByRole("button", { name: "Order by Progress" }));
    await user.click(await screen.findByRole("menuitemradio", { name: "Descending" }));
    await waitFor(async () => expect(await rowNames()).toEqual(["Auth", "Billing", "search"]));
    unmount();

    renderModules();
    expect(await screen.findByRole("button", { name: "Order by Progress, descending" })).toBeInTheDocument();
    expect(await rowNames()).toEqual(["Auth", "Billing", "search"]);
  });

  it("filters by status", async () => {
    const { user } = renderModules();
    await rowNames();
    await user.click(screen.getByRole("button", { name: "Filter by status" }));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "Completed" }));
    await user.click(screen.getByRole("menuitemcheckbox", { name: "Planned" }));
    await user.keyboard("{Escape}");
    await waitFor(async () => expect(await rowNames()).toEqual(["Auth", "search"]));
  });

  it("changes a module's status in place", async () => {
    const { user, net } = renderModules();
    await rowNames();
    await user.click(screen.getByRole("button", { name: "Status of Billing: In progress" }));
    await user.click(await screen.findByRole("menuitemradio", { name: "Paused" }));
    await waitFor(() => expect(net.to(`PATCH ${MODULES_PATH}m-billing/`)).toHaveLength(1));
    expect(net.to(`PATCH ${MODULES_PATH}m-billing/`)[0].body).toEqual({ status: "paused" });
    expect(await screen.findByRole("button", { name: "Status of Billing: Paused" })).toBeInTheDocument();
  });

  it("puts the status back and says why when the server refuses", async () => {
    const { user } = renderModules({
      routes: { [`PATCH ${MODULES_PATH}m-billing/`]: { status: 403, body: { error: "You can't change this module" } } },
    });
    await rowNames();
    await user.click(screen.getByRole("button", { name: "Status of Billing: In progress" }));
    await user.click(await screen.findByRole("menuitemradio", { name: "Canceled" }));
    expect(await screen.findByText("Couldn't change the status")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Status of Billing: In progress" })).toBeInTheDocument();
  });

  it("shows guests the status without a picker and no create button", async () => {
    renderModules({ role: 5 });
    await rowNames();
    expect(screen.queryByRole("button", { name: /^Status of/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole("listitem", { name: "Billing" })).getByText("In progress")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New module" })).not.toBeInTheDocument();
  });

  it("offers to create the first module when there is none", async () => {
    const { user } = renderModules({ modules: [] });
    expect(await screen.findByText("No modules yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create module" }));
    expect(await screen.findByRole("dialog", { name: "Create module" })).toBeInTheDocument();
  });

  it("archives only finished modules and moves them off the list", async () => {
    const { user, net } = renderModules();
    await rowNames();
    await user.click(screen.getByRole("button", { name: "Actions for Billing" }));
    expect(await screen.findByRole("menuitem", { name: "Archive" })).toHaveAttribute("data-disabled");
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "Actions for Auth" }));
    await user.click(await screen.findByRole("menuitem", { name: "Archive" }));
    await waitFor(() => expect(net.to(`POST ${MODULES_PATH}m-auth/archive/`)).toHaveLength(1));
    await waitFor(async () => expect(await rowNames()).toEqual(["Billing", "search"]));
  });

  it("switches to the gallery layout", async () => {
    const { user } = renderModules();
    await rowNames();
    await user.click(screen.getByRole("button", { name: "Gallery layout" }));
    expect(screen.getByRole("button", { name: "Gallery layout" })).toHaveAttribute("aria-pressed", "true");
    expect(await rowNames()).toEqual(["Auth", "Billing", "search"]);
    expect(within(screen.getByRole("listitem", { name: "search" })).getByText("0/10")).toBeInTheDocument();
  });

  it("deletes a module only after confirming", async () => {
    const { user, net } = renderModules();
    await rowNames();
    await user.click(screen.getByRole("button", { name: "Actions for search" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete module?" });
    expect(net.to(`DELETE ${MODULES_PATH}m-search/`)).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(net.to(`DELETE ${MODULES_PATH}m-search/`)).toHaveLength(1));
    expect(screen.queryByRole("listitem", { name: "search" })).not.toBeInTheDocument();
  });

  it("lists archived modules on their own tab", async () => {
    stubFetch({
      "GET /api/users/me/": { body: ME },
      [`GET ${PROJECT}`]: { body: makeProject() },
      [`GET ${PROJECT}members/`]: { body: [] },
      [`GET ${MODULES_PATH}`]: { body: [] },
      [`GET ${PROJECT}archived-modules/`]: {
        body: [makeModule({ id: "m-old", name: "Old launch", status: "completed", archived_at: "2025-02-01T00:00:00Z" })],
      },
    });
    renderWithApp(<ModulesPage archived />, {
      route: "/acme/projects/p1/modules/archived",
      path: "/:workspaceSlug/projects/:projectId/modules/archived",
    });
    const list = await screen.findByRole("list", { name: "Archived modules" });
    expect(within(list).getByRole("listitem", { name: "Old launch" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Archived" })).toHaveAttribute("aria-current", "page");
  });
});
