import { ESTIMATE_POINTS_LIMIT_MESSAGE, type Estimate } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { type StubHandler, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { ESTIMATES_PATH, makeEstimate } from "../test-fixtures";
import { EstimatesSettings } from "./estimates-settings";

type CreateBody = { estimate: { name: string; type: Estimate["type"] }; estimate_points: { key: number; value: string }[] };

function renderSettings(initial: Estimate[] = [], routes: Record<string, StubHandler> = {}) {
  let server = initial;
  const net = stubFetch({
    [`GET ${ESTIMATES_PATH}`]: () => ({ body: server }),
    [`POST ${ESTIMATES_PATH}`]: ({ body }) => {
      const { estimate, estimate_points } = body as CreateBody;
      const created = makeEstimate(
        `e${server.length + 1}`,
        estimate.name,
        estimate_points.map((p) => p.value),
        { type: estimate.type, createdAt: "2025-05-01T00:00:00Z" },
      );
      server = [...server.map((e) => ({ ...e, last_used: false })), created];
      return { status: 201, body: created };
    },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <EstimatesSettings slug="acme" projectId="p1" />
      <Toaster />
    </>,
    { route: "/acme/projects/p1/settings/estimates" },
  );
  return { ...view, net };
}

const pointsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((li) => li.textContent);

async function openEditor(user: ReturnType<typeof renderSettings>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Set up estimates" }));
  return screen.findByRole("dialog", { name: "Set up estimates" });
}

describe("EstimatesSettings", () => {
  it("creates a Fibonacci estimate from its preset, which becomes active", async () => {
    const { user, net } = renderSettings();
    const dialog = await openEditor(user);
    expect(within(dialog).getByRole("radio", { name: "Points" })).toBeChecked();
    expect(pointsOf(within(dialog).getByRole("list", { name: "Points" }))).toEqual(["1", "2", "3", "5", "8", "13"]);
    await user.click(within(dialog).getByRole("button", { name: "Create estimate" }));

    await waitFor(() => expect(net.to(`POST ${ESTIMATES_PATH}`)).toHaveLength(1));
    expect(net.to(`POST ${ESTIMATES_PATH}`)[0].body).toEqual({
      estimate: { name: "Fibonacci", type: "points" },
      estimate_points: ["1", "2", "3", "5", "8", "13"].map((value, i) => ({ key: i + 1, value })),
    });
    const active = await screen.findByRole("region", { name: "Active estimate" });
    expect(within(active).getByText("Fibonacci")).toBeInTheDocument();
    expect(pointsOf(within(active).getByRole("list", { name: "Fibonacci points" }))).toEqual(["1", "2", "3", "5", "8", "13"]);
  });

  it("fills each preset's points and keeps time estimates for paid plans", async () => {
    const { user } = renderSettings();
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole("radio", { name: "Squares" }));
    expect(pointsOf(within(dialog).getByRole("list", { name: "Points" }))).toEqual(["1", "4", "9", "16", "25", "36"]);
    await user.click(within(dialog).getByRole("radio", { name: "Categories" }));
    expect(pointsOf(within(dialog).getByRole("list", { name: "Points" }))).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
    await user.click(within(dialog).getByRole("radio", { name: "Easy to hard" }));
    expect(pointsOf(within(dialog).getByRole("list", { name: "Points" }))).toEqual(["Easy", "Medium", "Hard", "Very Hard"]);
    expect(within(dialog).getByRole("radio", { name: /Time/ })).toBeDisabled();
    expect(within(dialog).getByText("Paid plan")).toBeInTheDocument();
  });

  it("refuses 1 and 7 custom points without calling the server", async () => {
    const { user, net } = renderSettings();
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole("radio", { name: "Custom" }));
    await user.type(within(dialog).getByLabelText("Point 1"), "1");
    await user.click(within(dialog).getByRole("button", { name: "Remove point 2" }));
    await user.click(within(dialog).getByRole("button", { name: "Create estimate" }));
    expect(await within(dialog).findByText(ESTIMATE_POINTS_LIMIT_MESSAGE)).toBeInTheDocument();

    for (let i = 2; i <= 7; i += 1) {
      await user.click(within(dialog).getByRole("button", { name: "Add point" }));
      await user.type(within(dialog).getByLabelText(`Point ${i}`), String(i));
    }
    await user.click(within(dialog).getByRole("button", { name: "Create estimate" }));
    expect(within(dialog).getByText(ESTIMATE_POINTS_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Point 7")).toHaveAttribute("aria-invalid", "true");
    expect(net.to(`POST ${ESTIMATES_PATH}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Remove point 7" }));
    await user.click(within(dialog).getByRole("button", { name: "Create estimate" }));
    await waitFor(() => expect(net.to(`POST ${ESTIMATES_PATH}`)).toHaveLength(1));
    expect((net.to(`POST ${ESTIMATES_PATH}`)[0].body as CreateBody).estimate_points.map((p) => p.value)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
    ]);
  });

  it("shows the server's message when it refuses the estimate", async () => {
    const { user } = renderSettings([], {
      [`POST ${ESTIMATES_PATH}`]: { status: 400, body: { error: "estimate_points: values must be unique" } },
    });
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole("button", { name: "Create estimate" }));
    expect(await within(dialog).findByText("estimate_points: values must be unique")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Active estimate" })).not.toBeInTheDocument();
  });

  it("switches to another system and lists the archived ones newest first", async () => {
    const { user } = renderSettings([
      makeEstimate("e1", "Linear", ["1", "2", "3"], { lastUsed: false, createdAt: "2025-01-01T00:00:00Z" }),
      makeEstimate("e2", "Squares", ["1", "4", "9"], { lastUsed: true, createdAt: "2025-02-01T00:00:00Z" }),
    ]);
    const active = await screen.findByRole("region", { name: "Active estimate" });
    expect(within(active).getByText("Squares")).toBeInTheDocument();
    await user.click(within(active).getByRole("button", { name: "Switch system" }));
    const dialog = await screen.findByRole("dialog", { name: "Switch estimate system" });
    await user.click(within(dialog).getByRole("radio", { name: "Categories" }));
    await user.click(within(dialog).getByRole("button", { name: "Switch estimate" }));

    await waitFor(() =>
      expect(within(screen.getByRole("region", { name: "Active estimate" })).getByText("T-Shirt")).toBeInTheDocument(),
    );
    const archived = screen.getByRole("region", { name: "Archived estimates" });
    expect(
      within(archived)
        .getAllByRole("listitem", { name: /^(Linear|Squares)$/ })
        .map((li) => li.getAttribute("aria-label")),
    ).toEqual(["Squares", "Linear"]);
  });

  it("edits point values through the estimate-points route", async () => {
    const estimate = makeEstimate("e1", "Linear", ["1", "2", "3"]);
    const { user, net } = renderSettings([estimate], {
      "PATCH /api/workspaces/acme/projects/p1/estimate-points/e1-p2/": ({ body }) => ({
        body: { ...estimate.points[1], ...(body as object) },
      }),
      [`POST ${ESTIMATES_PATH}e1/estimate-points/`]: ({ body }) => ({
        status: 201,
        body: { ...estimate.points[0], id: "new", ...(body as object) },
      }),
    });
    const active = await screen.findByRole("region", { name: "Active estimate" });
    await user.click(within(active).getByRole("button", { name: "Edit points" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Linear points" });
    await user.clear(within(dialog).getByLabelText("Point 2"));
    await user.type(within(dialog).getByLabelText("Point 2"), "2.5");
    await user.click(within(dialog).getByRole("button", { name: "Add point" }));
    await user.type(within(dialog).getByLabelText("Point 4"), "8");
    await user.click(within(dialog).getByRole("button", { name: "Save points" }));

    await waitFor(() => expect(net.to(`POST ${ESTIMATES_PATH}e1/estimate-points/`)).toHaveLength(1));
    expect(net.to("PATCH /api/workspaces/acme/projects/p1/estimate-points/e1-p2/")[0].body).toEqual({ value: "2.5" });
    expect(net.to(`POST ${ESTIMATES_PATH}e1/estimate-points/`)[0].body).toEqual({ value: "8" });
  });
});
