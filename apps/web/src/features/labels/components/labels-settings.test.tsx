import type { Label } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { type StubReply, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { LabelsSettings } from "./labels-settings";

function makeLabel(name: string, sortOrder: number, parent: string | null = null, color = "#ef4444"): Label {
  return {
    id: `l-${name.toLowerCase()}`,
    name,
    color,
    parent,
    project_id: "p1",
    workspace_id: "w1",
    description: "",
    sort_order: sortOrder,
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
    created_by: null,
    updated_by: null,
  };
}

// Out of order on purpose: the tree sorts siblings by sort_order.
const LABELS: Label[] = [
  makeLabel("Frontend", 20000, "l-area"),
  makeLabel("Bug", 65535),
  makeLabel("Backend", 10000, "l-area"),
  makeLabel("Area", 75535),
  makeLabel("Feature", 85535),
];

const BASE = "/api/workspaces/acme/projects/p1/issue-labels/";

function renderLabels(routes: Parameters<typeof stubFetch>[0] = {}) {
  let server = LABELS.map((l) => ({ ...l }));
  const net = stubFetch({
    [`GET ${BASE}`]: () => ({ body: server }),
    [`POST ${BASE}`]: (request) => {
      const body = request.body as { name: string; color: string; parent?: string };
      const created = makeLabel(body.name, 95535, body.parent ?? null, body.color);
      server = [...server, created];
      return { status: 201, body: created };
    },
    ...Object.fromEntries(
      LABELS.map((label) => [
        `PATCH ${BASE}${label.id}/`,
        (request: { body: unknown }): StubReply => {
          server = server.map((l) => (l.id === label.id ? { ...l, ...(request.body as Partial<Label>) } : l));
          return { body: server.find((l) => l.id === label.id) };
        },
      ]),
    ),
    ...routes,
  });
  const view = renderWithApp(
    <>
      <LabelsSettings slug="acme" projectId="p1" canEdit />
      <Toaster />
    </>,
    { route: "/acme/projects/p1/settings/labels", path: "/:workspaceSlug/projects/:projectId/settings/labels" },
  );
  return { ...view, net };
}

/** Names of one level of the tree, in display order. */
function levelNames(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole("listitem")
    .filter((item) => item.parentElement === list)
    .map((item) => item.querySelector(".truncate")?.textContent ?? "");
}

describe("LabelsSettings", () => {
  it("renders children under their parent, siblings by sort order", async () => {
    renderLabels();
    const root = await screen.findByRole("list", { name: "Labels" });
    expect(levelNames(root)).toEqual(["Bug", "Area", "Feature"]);

    const childList = screen.getByRole("list", { name: "Sub-labels of Area" });
    expect(levelNames(childList)).toEqual(["Backend", "Frontend"]);
    expect(screen.getByText("2 sub-labels")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Sub-labels of Bug" })).not.toBeInTheDocument();
  });

  it("creates a top-level label with name and color only", async () => {
    const { user, net } = renderLabels();
    await screen.findByRole("list", { name: "Labels" });

    await user.click(screen.getByRole("button", { name: "Add label" }));
    await user.type(screen.getByLabelText("Name"), "Urgent");
    await user.click(within(screen.getByRole("group", { name: "Palette" })).getByRole("button", { name: "#3b82f6" }));
    expect(screen.getByLabelText("Color")).toHaveValue("#3b82f6");
    await user.click(screen.getByRole("button", { name: "Create label" }));

    await waitFor(() => expect(net.to(`POST ${BASE}`)).toHaveLength(1));
    expect(net.to(`POST ${BASE}`)[0].body).toEqual({ name: "Urgent", color: "#3b82f6" });
    await waitFor(() =>
      expect(levelNames(screen.getByRole("list", { name: "Labels" }))).toEqual(["Bug", "Area", "Feature", "Urgent"]),
    );
  });

  it("creates a sub-label under the chosen parent with a typed hex color", async () => {
    const { user, net } = renderLabels();
    await screen.findByRole("list", { name: "Labels" });

    await user.click(screen.getByRole("button", { name: "Add label" }));
    await user.type(screen.getByLabelText("Name"), "Infra");
    await user.clear(screen.getByLabelText("Color"));
    await user.type(screen.getByLabelText("Color"), "#0EA5E9");
    await user.selectOptions(screen.getByLabelText("Parent"), "Area");
    await user.click(screen.getByRole("button", { name: "Create label" }));

    await waitFor(() => expect(net.to(`POST ${BASE}`)).toHaveLength(1));
    expect(net.to(`POST ${BASE}`)[0].body).toEqual({ name: "Infra", color: "#0ea5e9", parent: "l-area" });
    const children = screen.getByRole("list", { name: "Sub-labels of Area" });
    await waitFor(() => expect(levelNames(children)).toEqual(["Backend", "Frontend", "Infra"]));
  });

  it("does not post an invalid color", async () => {
    const { user, net } = renderLabels();
    await screen.findByRole("list", { name: "Labels" });
    await user.click(screen.getByRole("button", { name: "Add label" }));
    await user.type(screen.getByLabelText("Name"), "Oops");
    await user.clear(screen.getByLabelText("Color"));
    await user.type(screen.getByLabelText("Color"), "blue");
    await user.click(screen.getByRole("button", { name: "Create label" }));
    expect(await screen.findByText("Use a hex color like #3f76ff")).toBeInTheDocument();
    expect(net.to(`POST ${BASE}`)).toHaveLength(0);
  });

  it("shows a duplicate name under the field and takes the optimistic row back", async () => {
    const { user } = renderLabels({
      [`POST ${BASE}`]: { status: 409, body: { error: "name: a label with this name already exists in the project" } },
    });
    await screen.findByRole("list", { name: "Labels" });
    await user.click(screen.getByRole("button", { name: "Add label" }));
    await user.type(screen.getByLabelText("Name"), "Bug");
    await user.click(screen.getByRole("button", { name: "Create label" }));

    expect(await screen.findByText("A label with this name already exists in the project")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Bug");
    expect(levelNames(screen.getByRole("list", { name: "Labels" }))).toEqual(["Bug", "Area", "Feature"]);
    // The objection was to that name: another name does not carry it.
    await user.type(screen.getByLabelText("Name"), "s");
    expect(screen.queryByText("A label with this name already exists in the project")).not.toBeInTheDocument();
  });

  it("reorders siblings with the midpoint sort order", async () => {
    const { user, net } = renderLabels();
    const root = await screen.findByRole("list", { name: "Labels" });
    await user.click(screen.getByRole("button", { name: "Move Feature up" }));
    await waitFor(() => expect(levelNames(root)).toEqual(["Bug", "Feature", "Area"]));
    expect(net.to(`PATCH ${BASE}l-feature/`)[0].body).toEqual({ sort_order: (65535 + 75535) / 2 });
    expect(screen.getByRole("button", { name: "Move Bug up" })).toBeDisabled();
  });

  it("moves a sub-label to the top level and rolls back when the server fails", async () => {
    const { user, net } = renderLabels({
      [`PATCH ${BASE}l-backend/`]: { status: 500, body: { error: "Something went wrong. Please try again." } },
    });
    await screen.findByRole("list", { name: "Labels" });
    await user.click(screen.getByRole("button", { name: "Move Backend under another label" }));
    await user.click(await screen.findByRole("menuitem", { name: "Top level" }));

    await waitFor(() => expect(net.to(`PATCH ${BASE}l-backend/`)).toHaveLength(1));
    expect(net.to(`PATCH ${BASE}l-backend/`)[0].body).toEqual({ parent: null });
    expect(await screen.findByText("Couldn't move the label")).toBeInTheDocument();
    const children = screen.getByRole("list", { name: "Sub-labels of Area" });
    await waitFor(() => expect(levelNames(children)).toEqual(["Backend", "Frontend"]));
  });
});
