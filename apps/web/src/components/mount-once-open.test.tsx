import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ComponentType, lazy } from "react";
import { describe, expect, it, vi } from "vitest";
import { overlayOpen, useShortcuts } from "../lib/use-shortcut";
import { MountOnceOpen } from "./mount-once-open";

function Shortcuts({ onCreateProject }: { onCreateProject: () => void }) {
  useShortcuts({ createProject: onCreateProject });
  return null;
}

describe("a lazily loaded dialog", () => {
  it("holds the keyboard while its code loads, so typing fires no page shortcut, then shows the dialog", async () => {
    const user = userEvent.setup();
    let arrive: (component: { default: ComponentType }) => void = () => {};
    const Real = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    const createProject = vi.fn();
    render(
      <>
        <Shortcuts onCreateProject={createProject} />
        <MountOnceOpen open>
          <Real />
        </MountOnceOpen>
      </>,
    );
    const placeholder = screen.getByRole("dialog", { name: "Loading" });
    expect(placeholder).toHaveFocus();
    expect(overlayOpen()).toBe(true);
    await user.keyboard("p");
    expect(createProject).not.toHaveBeenCalled();

    await act(async () => arrive({ default: () => <div role="dialog" aria-label="Quick sticky" /> }));
    expect(await screen.findByRole("dialog", { name: "Quick sticky" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Loading" })).toBeNull();
  });

  it("asks for nothing before it first opens", () => {
    const load = vi.fn(() => new Promise<{ default: ComponentType }>(() => {}));
    const Real = lazy(load);
    render(
      <MountOnceOpen open={false}>
        <Real />
      </MountOnceOpen>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
