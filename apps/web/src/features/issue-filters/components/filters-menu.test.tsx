import type { IssueFilterKey } from "@hangar/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { pickDate } from "../../../test/pick-date";
import { renderWithApp } from "../../../test/render";
import { LABELS, STATES } from "../../issue-core/test-fixtures";
import type { FilterSource } from "../lib/filter-definitions";
import { FiltersMenu } from "./filters-menu";

const source: FilterSource = {
  states: STATES,
  labels: LABELS,
  people: [{ id: "u1", name: "Ada Lovelace", avatar: null }],
  cycles: [{ id: "c1", name: "Sprint 7" }],
  modules: [],
};

function setup(filters: Partial<Record<IssueFilterKey, string[] | null>> = {}) {
  const onChange = vi.fn();
  const view = renderWithApp(<FiltersMenu filters={filters} source={source} onChange={onChange} />);
  return { ...view, onChange };
}

const sectionNames = (menu: HTMLElement) =>
  within(menu)
    .queryAllByRole("region")
    .map((section) => section.getAttribute("aria-label"));

describe("FiltersMenu", () => {
  it("narrows the menu to the options that match the search, and to whole sections whose name matches", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const menu = await screen.findByRole("dialog", { name: "Filter issues" });
    expect(sectionNames(menu)).toContain("Labels");

    await user.type(within(menu).getByRole("textbox", { name: "Search filters" }), "urg");
    expect(within(menu).getByRole("textbox", { name: "Search filters" })).toHaveValue("urg");
    expect(await within(menu).findByRole("checkbox", { name: "Urgent" })).toBeInTheDocument();
    expect(within(menu).queryByRole("checkbox", { name: "High" })).not.toBeInTheDocument();
    expect(within(menu).queryByRole("checkbox", { name: LABELS[0].name })).not.toBeInTheDocument();

    // A section's own name shows all of its options.
    await user.clear(within(menu).getByRole("textbox", { name: "Search filters" }));
    await user.type(within(menu).getByRole("textbox", { name: "Search filters" }), "priority");
    for (const name of ["Urgent", "High", "Medium", "Low", "None"]) {
      expect(await within(menu).findByRole("checkbox", { name })).toBeInTheDocument();
    }
    expect(within(menu).queryByRole("checkbox", { name: "Ada Lovelace" })).not.toBeInTheDocument();
  });

  it("applies a pick at once and starts the next opening with an empty search", async () => {
    const { user, onChange } = setup({ priority: ["high"] });
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const menu = await screen.findByRole("dialog", { name: "Filter issues" });
    await user.type(within(menu).getByRole("textbox", { name: "Search filters" }), "urg");
    await user.click(await within(menu).findByRole("checkbox", { name: "Urgent" }));
    expect(onChange).toHaveBeenLastCalledWith("priority", ["high", "urgent"]);
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Filters" }));
    expect(await screen.findByRole("textbox", { name: "Search filters" })).toHaveValue("");
  });

  it("filters a date by a custom range picked with the app's calendar, keeping the menu open", async () => {
    const { user, onChange } = setup();
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const menu = await screen.findByRole("dialog", { name: "Filter issues" });
    await user.click(within(menu).getByRole("button", { name: "Due date" }));
    await pickDate(user, within(menu).getByRole("button", { name: "Due date after" }), "2025-03-10");
    await pickDate(user, within(menu).getByRole("button", { name: "Due date before" }), "2025-03-20");
    expect(screen.getByRole("dialog", { name: "Filter issues" })).toBeInTheDocument();
    expect(within(menu).getByRole("button", { name: "Due date after" })).toHaveTextContent("Mar 10");

    await user.click(within(menu).getByRole("button", { name: "Apply" }));
    expect(onChange).toHaveBeenLastCalledWith("target_date", ["2025-03-10;after", "2025-03-20;before"]);
  });
});
