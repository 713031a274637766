import type { State } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { type StubReply, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { StatesSettings } from "./states-settings";

let seq = 0;
function makeState(name: string, group: State["group"], sequence: number, extra: Partial<State> = {}): State {
  seq += 1;
  return {
    id: `s-${name.toLowerCase().replace(/\s+/g, "-")}`,
    project_id: "p1",
    workspace_id: "w1",
    name,
    color: "#3f76ff",
    group,
    default: false,
    description: "",
    sequence,
    created_at: `2025-01-01T00:00:${String(seq % 60).padStart(2, "0")}Z`,
    updated_at: "2025-01-01T00:00:00Z",
    created_by: null,
    updated_by: null,
    ...extra,
  };
}

// Deliberately out of order: the page must sort by group order, then sequence.
const STATES: State[] = [
  makeState("Done", "completed", 65535),
  makeState("In Review", "started", 131070),
  makeState("Backlog", "backlog", 65535, { default: true }),
  makeState("In Progress", "started", 65535),
  makeState("Todo", "unstarted", 65535),
  makeState("Cancelled", "cancelled", 65535),
  makeState("Blocked", "started", 196605),
];

const LIST = "GET /api/workspaces/acme/projects/p1/states/";

type Routes = Parameters<typeof stubFetch>[0];

/** A small in-memory server: the list reflects accepted PATCH and mark-default calls, as the real one would. */
function renderStates(routes: Routes = {}) {
  let server = STATES.map((s) => ({ ...s }));
  const net = stubFetch({
    [LIST]: () => ({ body: server }),
    "PATCH /api/workspaces/acme/projects/p1/states/s-blocked/": (request) => patch("s-blocked", request.body),
    "PATCH /api/workspaces/acme/projects/p1/states/s-in-progress/": (request) => patch("s-in-progress", request.body),
    "POST /api/workspaces/acme/projects/p1/states/s-todo/mark-default/": () => {
      server = server.map((s) => ({ ...s, default: s.id === "s-todo" }));
      return { body: server.find((s) => s.id === "s-todo") };
    },
    "POST /api/workspaces/acme/projects/p1/states/": (request) => {
      const body = request.body as Pick<State, "name" | "color" | "group" | "description">;
      const last = Math.max(0, ...server.filter((s) => s.group === body.group).map((s) => s.sequence));
      const created = makeState(body.name, body.group, last + 65535, { color: body.color, description: body.description });
      server = [...server, created];
      return { status: 201, body: created };
    },
    ...routes,
  });
  function patch(id: string, body: unknown): StubReply {
    server = server.map((s) => (s.id === id ? { ...s, ...(body as Partial<State>) } : s));
    return { body: server.find((s) => s.id === id) };
  }
  const view = renderWithApp(
    <>
      <StatesSettings slug="acme" projectId="p1" canEdit />
      <Toaster />
    </>,
    { route: "/acme/projects/p1/settings/states", path: "/:workspaceSlug/projects/:projectId/settings/states" },
  );
  return { ...view, net };
}

const group = (label: string) => screen.getByRole("region", { name: label });
const namesIn = (label: string) =>
  within(screen.getByRole("list", { name: `${label} states` }))
    .queryAllByRole("listitem")
    .map((item) => item.querySelector(".font-medium")?.textContent);
const defaultBadgeIn = (label: string) => within(group(label)).queryByText("Default");

describe("StatesSettings", () => {
  it("groups states in the five groups in order, each by sequence", async () => {
    renderStates();
    await screen.findByRole("region", { name: "Backlog" });
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Backlog", "Unstarted", "Started", "Completed", "Canceled"]);
    expect(namesIn("Started")).toEqual(["In Progress", "In Review", "Blocked"]);
    expect(namesIn("Backlog")).toEqual(["Backlog"]);
    expect(namesIn("Canceled")).toEqual(["Cancelled"]);
    expect(defaultBadgeIn("Backlog")).toBeInTheDocument();
  });

  it("moves the Default badge at once and back when the server refuses", async () => {
    let reject!: (reply: StubReply) => void;
    const { user, net } = renderStates({
      "POST /api/workspaces/acme/projects/p1/states/s-todo/mark-default/": () =>
        new Promise<StubReply>((resolve) => {
          reject = resolve;
        }),
    });
    await screen.findByRole("region", { name: "Backlog" });

    await user.click(screen.getByRole("button", { name: "Mark Todo as default" }));
    await waitFor(() => expect(defaultBadgeIn("Unstarted")).toBeInTheDocument());
    expect(defaultBadgeIn("Backlog")).not.toBeInTheDocument();
    expect(net.to("POST /api/workspaces/acme/projects/p1/states/s-todo/mark-default/")).toHaveLength(1);

    reject({ status: 403, body: { error: "You don't have the required permissions." } });
    expect(await screen.findByText("Couldn't change the default state")).toBeInTheDocument();
    expect(screen.getByText("You don't have the required permissions.")).toBeInTheDocument();
    await waitFor(() => expect(defaultBadgeIn("Backlog")).toBeInTheDocument());
    expect(defaultBadgeIn("Unstarted")).not.toBeInTheDocument();
  });

  it("keeps the new default when the server agrees", async () => {
    const { user, net } = renderStates();
    await screen.findByRole("region", { name: "Backlog" });
    await user.click(screen.getByRole("button", { name: "Mark Todo as default" }));
    await waitFor(() => expect(defaultBadgeIn("Unstarted")).toBeInTheDocument());
    await waitFor(() => expect(net.to(LIST)).toHaveLength(2));
    expect(defaultBadgeIn("Unstarted")).toBeInTheDocument();
    expect(defaultBadgeIn("Backlog")).not.toBeInTheDocument();
  });

  it("reorders with the midpoint of the new neighbours", async () => {
    const { user, net } = renderStates();
    await screen.findByRole("region", { name: "Started" });

    await user.click(screen.getByRole("button", { name: "Move Blocked up" }));
    await waitFor(() => expect(namesIn("Started")).toEqual(["In Progress", "Blocked", "In Review"]));
    expect(net.to("PATCH /api/workspaces/acme/projects/p1/states/s-blocked/")[0].body).toEqual({
      sequence: (65535 + 131070) / 2,
    });

    expect(screen.getByRole("button", { name: "Move In Progress up" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Move In Progress down" }));
    await waitFor(() => expect(namesIn("Started")).toEqual(["Blocked", "In Progress", "In Review"]));
    expect(net.to("PATCH /api/workspaces/acme/projects/p1/states/s-in-progress/")[0].body).toEqual({
      sequence: (98302.5 + 131070) / 2,
    });
  });

  it("adds a state to a group with the fields the server takes", async () => {
    const { user, net } = renderStates();
    await screen.findByRole("region", { name: "Started" });

    await user.click(within(group("Started")).getByRole("button", { name: "Add state" }));
    await user.type(screen.getByLabelText("Name"), "QA");
    await user.clear(screen.getByLabelText("Color"));
    await user.type(screen.getByLabelText("Color"), "#22C55E");
    await user.type(screen.getByLabelText("Description"), "Testing");
    await user.click(screen.getByRole("button", { name: "Create state" }));

    await waitFor(() => expect(namesIn("Started")).toEqual(["In Progress", "In Review", "Blocked", "QA"]));
    await waitFor(() => expect(net.to("POST /api/workspaces/acme/projects/p1/states/")).toHaveLength(1));
    expect(net.to("POST /api/workspaces/acme/projects/p1/states/")[0].body).toEqual({
      name: "QA",
      color: "#22c55e",
      group: "started",
      description: "Testing",
    });
    await waitFor(() => expect(net.to(LIST)).toHaveLength(2));
    expect(namesIn("Started")).toEqual(["In Progress", "In Review", "Blocked", "QA"]);
  });

  it("shows the server's refusal to delete the default state as a toast and keeps it", async () => {
    const { user } = renderStates({
      "DELETE /api/workspaces/acme/projects/p1/states/s-backlog/": {
        status: 400,
        body: { error: "Default state cannot be deleted" },
      },
    });
    await screen.findByRole("region", { name: "Backlog" });
    await user.click(screen.getByRole("button", { name: "Delete Backlog" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Default state cannot be deleted")).toBeInTheDocument();
    await waitFor(() => expect(namesIn("Backlog")).toEqual(["Backlog"]));
  });
});
