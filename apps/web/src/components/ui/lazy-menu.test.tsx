import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { lazyWithPreload } from "../../lib/lazy-with-preload";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "./dropdown-menu";
import { LazyMenu, type LazyMenuProps } from "./lazy-menu";

function RealMenu({ trigger, defaultOpen }: LazyMenuProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Rename</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A menu whose code arrives when the test says so. */
function slowMenu() {
  let arrive: (menu: typeof RealMenu) => void = () => undefined;
  const menu = lazyWithPreload(() => new Promise<typeof RealMenu>((resolve) => (arrive = resolve)));
  return { menu, arrive: () => act(async () => arrive(RealMenu)) };
}

const trigger = (
  <button type="button" aria-label="Actions">
    …
  </button>
);

describe("LazyMenu", () => {
  it("opens the menu a press asked for as soon as its code is in", async () => {
    const { menu, arrive } = slowMenu();
    const user = userEvent.setup();
    render(<LazyMenu menu={menu} trigger={trigger} />);
    await user.click(screen.getByRole("button", { name: "Actions" }));
    expect(screen.queryByRole("menuitem", { name: "Rename" })).not.toBeInTheDocument();
    await arrive();
    expect(await screen.findByRole("menuitem", { name: "Rename" })).toBeInTheDocument();
  });

  it("hands the focus to the real trigger, closed, when the code arrives", async () => {
    const { menu, arrive } = slowMenu();
    const user = userEvent.setup();
    render(<LazyMenu menu={menu} trigger={trigger} />);
    await user.tab();
    expect(screen.getByRole("button", { name: "Actions" })).toHaveFocus();
    await arrive();
    // The focused trigger started the download; the real one replaces it once the browser is idle.
    await screen.findByRole("button", { name: "Actions", expanded: false });
    expect(screen.getByRole("button", { name: "Actions" })).toHaveFocus();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });
});
