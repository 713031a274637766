import { render as renderBare, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { EntityActionsMenu } from "./entity-actions-menu";
import { TooltipProvider } from "./ui/tooltip";

const render = (ui: ReactElement) => renderBare(<TooltipProvider>{ui}</TooltipProvider>);

const base = { name: "Sprint 3", canEdit: true, onEdit: vi.fn(), onCopyLink: vi.fn(), onRestore: vi.fn(), onDelete: vi.fn() };

describe("entity actions menu", () => {
  it("shows a refused Archive disabled, with the reason as its description, and does not archive", async () => {
    const onArchive = vi.fn();
    const user = userEvent.setup();
    render(
      <EntityActionsMenu
        {...base}
        archived={false}
        canArchive={false}
        archiveRefusal="Only completed modules"
        onArchive={onArchive}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Actions for Sprint 3" }));
    const archive = await screen.findByRole("menuitem", { name: "Archive" });
    expect(archive).toHaveAttribute("aria-disabled", "true");
    expect(archive).toHaveAccessibleDescription("Only completed modules");
    await user.click(archive);
    expect(onArchive).not.toHaveBeenCalled();
  });

  it("offers Restore for an archived entity", async () => {
    const onRestore = vi.fn();
    const user = userEvent.setup();
    render(<EntityActionsMenu {...base} onRestore={onRestore} archived canArchive onArchive={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Actions for Sprint 3" }));
    await user.click(await screen.findByRole("menuitem", { name: "Restore" }));
    expect(onRestore).toHaveBeenCalledOnce();
    expect(screen.queryByRole("menuitem", { name: "Archive" })).toBeNull();
  });
});
