import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../../components/editor/editor-test-shims";
import { makeCycle } from "../../../cycles/test-fixtures";
import { makeModule } from "../../../modules/test-fixtures";
import { ISSUE, makeIssue, P, renderIssuePage, stubDetail } from "../../test-fixtures";

const CYCLES = [
  makeCycle({ id: "c1", name: "Sprint 1", status: "completed" }),
  makeCycle({ id: "c2", name: "Sprint 2", status: "current" }),
  makeCycle({ id: "c3", name: "Sprint 3", status: "upcoming" }),
];
const MODULES = [makeModule({ id: "m1", name: "Checkout" }), makeModule({ id: "m2", name: "Search" })];
const planning = { [`GET ${P}cycles/`]: { body: CYCLES }, [`GET ${P}modules/`]: { body: MODULES } };

async function panel() {
  const region = await screen.findByRole("region", { name: "Properties" });
  await within(region).findByRole("button", { name: "Cycle" });
  return region;
}

describe("cycle and modules in the properties panel", () => {
  it("moves the issue into a running cycle through the cycle's own call, and out of it again", async () => {
    const net = stubDetail({
      ...planning,
      [`POST ${P}cycles/c3/cycle-issues/`]: { body: [makeIssue({ cycle_id: "c3" })] },
      [`DELETE ${P}cycles/c3/cycle-issues/i1/`]: { status: 204 },
    });
    const { user } = renderIssuePage();
    const region = await panel();
    const cycle = within(region).getByRole("button", { name: "Cycle" });
    expect(cycle).toHaveTextContent("No cycle");

    await user.click(cycle);
    // A completed cycle takes no issues: it is not offered.
    expect(screen.queryByRole("option", { name: "Sprint 1" })).not.toBeInTheDocument();
    await user.click(await screen.findByRole("option", { name: "Sprint 3" }));
    await waitFor(() => expect(net.to(`POST ${P}cycles/c3/cycle-issues/`)).toHaveLength(1));
    expect(net.to(`POST ${P}cycles/c3/cycle-issues/`)[0].body).toEqual({ issues: ["i1"] });
    expect(net.to(`PATCH ${ISSUE}`)).toHaveLength(0);
    expect(within(region).getByRole("button", { name: "Cycle" })).toHaveTextContent("Sprint 3");

    await user.click(within(region).getByRole("button", { name: "Cycle" }));
    await user.click(await screen.findByRole("option", { name: "No cycle" }));
    await waitFor(() => expect(net.to(`DELETE ${P}cycles/c3/cycle-issues/i1/`)).toHaveLength(1));
    expect(within(region).getByRole("button", { name: "Cycle" })).toHaveTextContent("No cycle");
  });

  it("puts the old cycle back and says why when the server refuses", async () => {
    stubDetail(
      {
        ...planning,
        [`POST ${P}cycles/c3/cycle-issues/`]: { status: 400, body: { error: "cycle: a completed cycle takes no new issues" } },
      },
      { issue: makeIssue({ cycle_id: "c2" }) },
    );
    const { user } = renderIssuePage();
    const region = await panel();
    expect(within(region).getByRole("button", { name: "Cycle" })).toHaveTextContent("Sprint 2");
    await user.click(within(region).getByRole("button", { name: "Cycle" }));
    await user.click(await screen.findByRole("option", { name: "Sprint 3" }));
    expect(await screen.findByText("Couldn't move the issue to that cycle")).toBeInTheDocument();
    expect(screen.getByText("cycle: a completed cycle takes no new issues")).toBeInTheDocument();
    await waitFor(() => expect(within(region).getByRole("button", { name: "Cycle" })).toHaveTextContent("Sprint 2"));
  });

  it("adds and removes modules one at a time", async () => {
    const net = stubDetail(
      {
        ...planning,
        [`POST ${ISSUE}modules/`]: ({ body }) => {
          const b = body as { modules?: string[]; removed_modules?: string[] };
          return { body: makeIssue({ module_ids: b.modules?.length ? ["m1", ...b.modules] : [] }) };
        },
      },
      { issue: makeIssue({ module_ids: ["m1"] }) },
    );
    const { user } = renderIssuePage();
    const region = await panel();
    const modules = within(region).getByRole("button", { name: "Modules" });
    expect(modules).toHaveTextContent("Checkout");

    await user.click(modules);
    await user.click(await screen.findByRole("option", { name: "Search" }));
    await waitFor(() => expect(net.to(`POST ${ISSUE}modules/`)).toHaveLength(1));
    expect(net.to(`POST ${ISSUE}modules/`)[0].body).toEqual({ modules: ["m2"] });
    await waitFor(() => expect(within(region).getByRole("button", { name: "Modules" })).toHaveTextContent("Search"));

    await user.click(await screen.findByRole("option", { name: "Checkout" }));
    await waitFor(() => expect(net.to(`POST ${ISSUE}modules/`)).toHaveLength(2));
    expect(net.to(`POST ${ISSUE}modules/`)[1].body).toEqual({ removed_modules: ["m1"] });
  });

  it("leaves both out where the project does not use cycles and modules", async () => {
    stubDetail({ [`GET ${P}cycles/`]: { status: 400, body: { error: "Cycles are turned off" } } });
    renderIssuePage();
    const region = await screen.findByRole("region", { name: "Properties" });
    await within(region).findByRole("button", { name: "Priority" });
    expect(within(region).queryByRole("button", { name: "Cycle" })).not.toBeInTheDocument();
    expect(within(region).queryByRole("button", { name: "Modules" })).not.toBeInTheDocument();
  });
});
