import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StubRequest } from "../../test/fetch-stub";
import { membership, person, project, renderWorkspaceApp, workspaceStubs } from "../../test/workspace-app";

const LIST = "GET /api/workspaces/acme/projects/";
const website = project({ id: "p1", name: "Website", identifier: "WEB", project_lead: "u2", total_members: 3 });
const billing = project({ id: "p2", name: "Billing", identifier: "BIL", network: 0, is_favorite: true });
const docs = project({ id: "p3", name: "Docs", identifier: "DOC", is_member: false, member_role: null, members: ["u2"] });
const legacy = project({ id: "p4", name: "Legacy", identifier: "OLD", archived_at: "2025-02-01T00:00:00Z" });

/** The server's filters, so the page shows what the query it sent would return. */
function listFor(request: StubRequest) {
  const q = request.query;
  if (q.get("archived") === "true") return [legacy];
  const active = [website, billing, docs];
  if (q.get("member") === "true") return active.filter((p) => p.is_member);
  if (q.has("network")) return active.filter((p) => p.network === Number(q.get("network")));
  return active;
}

function renderProjects(overrides = {}) {
  const net = workspaceStubs(20, {
    [LIST]: (request) => ({ body: listFor(request) }),
    "GET /api/workspaces/acme/members/": { body: [membership("wm2", person("u2", "Grace", "Hopper"), 15)] },
    ...overrides,
  });
  return { ...renderWorkspaceApp("/acme/projects"), net };
}

const projectList = () => screen.findByRole("list", { name: "Projects" });
const queryOf = (request: StubRequest | undefined) => request?.query.toString();

describe("ProjectsPage", () => {
  it("asks the server for each filter and keeps the filter in the URL", async () => {
    const { user, net, at } = renderProjects();
    expect(await screen.findByRole("heading", { name: "Projects" })).toBeInTheDocument();
    const list = await projectList();
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining("Website"), expect.stringContaining("Billing"), expect.stringContaining("Docs")]);
    expect(within(list).getByText("Grace Hopper")).toBeInTheDocument();

    const filters = screen.getByRole("group", { name: "Filter projects" });
    const cases = [
      ["My projects", "member=true", "my"],
      ["Public", "network=1", "public"],
      ["Private", "network=0", "private"],
      ["Archived", "archived=true", "archived"],
    ] as const;
    for (const [label, query, param] of cases) {
      await user.click(within(filters).getByRole("button", { name: label }));
      await waitFor(() => expect(queryOf(net.to(LIST).at(-1))).toBe(query));
      expect(within(filters).getByRole("button", { name: label })).toHaveAttribute("aria-pressed", "true");
      expect(at()).toBe(`/acme/projects?filter=${param}`);
    }
    expect(await screen.findByText("Legacy")).toBeInTheDocument();
    expect(within(await projectList()).getByText("Archived")).toBeInTheDocument();

    await user.click(within(filters).getByRole("button", { name: "All" }));
    expect(at()).toBe("/acme/projects");
    expect(net.to(LIST).some((r) => queryOf(r) === "")).toBe(true);
  });

  it("searches by name on the client and explains an empty result", async () => {
    const { user, net } = renderProjects();
    await projectList();
    const requests = net.to(LIST).length;
    await user.type(screen.getByRole("searchbox", { name: "Search projects" }), "bil");
    expect(within(await projectList()).getAllByRole("listitem")).toHaveLength(1);
    await user.type(screen.getByRole("searchbox", { name: "Search projects" }), "xyz");
    expect(await screen.findByRole("heading", { name: "Nothing matches “bilxyz”" })).toBeInTheDocument();
    expect(net.to(LIST)).toHaveLength(requests);
  });

  it("stars a project and joins a public one", async () => {
    const starred = new Set(["p2"]);
    const { user, net } = renderProjects({
      [LIST]: (request: StubRequest) => ({ body: listFor(request).map((p) => ({ ...p, is_favorite: starred.has(p.id) })) }),
      "POST /api/workspaces/acme/user-favorite-projects/": (request: StubRequest) => {
        starred.add((request.body as { project: string }).project);
        return { status: 201, body: {} };
      },
      "DELETE /api/workspaces/acme/user-favorite-projects/p2/": () => {
        starred.delete("p2");
        return { status: 204 };
      },
      "POST /api/workspaces/acme/projects/p3/join/": { body: { ...docs, is_member: true, member_role: 20 } },
    });
    const list = await projectList();
    await user.click(within(list).getByRole("button", { name: "Add Website to favorites" }));
    expect(await within(list).findByRole("button", { name: "Remove Website from favorites" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(within(list).getByRole("button", { name: "Remove Billing from favorites" }));
    await waitFor(() => expect(net.to("DELETE /api/workspaces/acme/user-favorite-projects/p2/")).toHaveLength(1));
    expect(net.to("POST /api/workspaces/acme/user-favorite-projects/")[0].body).toEqual({ project: "p1" });

    expect(within(list).getByRole("button", { name: "Add Docs to favorites" })).toBeDisabled();
    await user.click(within(list).getByRole("button", { name: /Join/ }));
    await waitFor(() => expect(net.to("POST /api/workspaces/acme/projects/p3/join/")).toHaveLength(1));
    expect(await screen.findByText("You joined Docs")).toBeInTheDocument();
  });

  it("explains an empty workspace and offers to create the first project", async () => {
    const { user } = renderProjects({ [LIST]: { body: [] } });
    expect(await screen.findByRole("heading", { name: "Start with a project" })).toBeInTheDocument();
    // Browser journeys match names loosely: "Projects" must name one heading only.
    expect(screen.getAllByRole("heading").filter((h) => /projects/i.test(h.textContent ?? ""))).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Create your first project" }));
    expect(await screen.findByRole("dialog", { name: "Create project" })).toBeInTheDocument();
  });
});
