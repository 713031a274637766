import { MODULE_ORDER_OPTIONS, sortModules } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { MODULES, makeModule } from "../test-fixtures";
import { filterModules } from "./sort-modules";

const names = (list: { name: string }[]) => list.map((m) => m.name);

describe("sortModules", () => {
  it.each([
    ["name", ["Auth", "Billing", "search"]],
    ["-name", ["search", "Billing", "Auth"]],
    ["progress", ["search", "Billing", "Auth"]],
    ["-progress", ["Auth", "Billing", "search"]],
    ["issues_length", ["Auth", "Billing", "search"]],
    ["-issues_length", ["search", "Billing", "Auth"]],
    ["created_at", ["search", "Auth", "Billing"]],
    ["-created_at", ["Billing", "Auth", "search"]],
    ["sort_order", ["search", "Auth", "Billing"]],
    ["-sort_order", ["Billing", "Auth", "search"]],
    ["target_date", ["search", "Billing", "Auth"]],
    // Without a target date a module stays last either way.
    ["-target_date", ["Billing", "search", "Auth"]],
  ] as const)("orders by %s", (orderBy, expected) => {
    expect(names(sortModules(MODULES, orderBy))).toEqual(expected);
  });

  it("covers every order option of the spec", () => {
    for (const option of MODULE_ORDER_OPTIONS) expect(sortModules(MODULES, option)).toHaveLength(3);
  });

  it("breaks ties by name and leaves the input alone", () => {
    const tied = [makeModule({ id: "b", name: "Beta" }), makeModule({ id: "a", name: "alpha" })];
    expect(names(sortModules(tied, "issues_length"))).toEqual(["alpha", "Beta"]);
    expect(names(sortModules(tied, "-issues_length"))).toEqual(["alpha", "Beta"]);
    expect(names(tied)).toEqual(["Beta", "alpha"]);
  });
});

describe("filterModules", () => {
  it("keeps the chosen statuses, and everything when none is chosen", () => {
    expect(names(filterModules(MODULES, ["completed", "planned"]))).toEqual(["Auth", "search"]);
    expect(filterModules(MODULES, [])).toHaveLength(3);
  });
});
