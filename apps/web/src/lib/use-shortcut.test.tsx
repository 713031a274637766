import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ShortcutId } from "./shortcut-catalogue";
import { shortcutHint } from "./shortcut-catalogue";
import { useShortcut } from "./use-shortcut";

function Binding({ id, run, enabled = true }: { id: ShortcutId; run: () => unknown; enabled?: boolean }) {
  useShortcut(id, run, enabled);
  return null;
}

const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) =>
  fireEvent.keyDown(target, { key, ...init });

describe("the shortcut dispatcher", () => {
  it("runs a two-key sequence, and neither of its keys alone", () => {
    const goIssues = vi.fn();
    const labels = vi.fn();
    render(
      <>
        <Binding id="goIssues" run={goIssues} />
        <Binding id="issueLabels" run={labels} />
      </>,
    );
    press("g");
    press("i");
    expect(goIssues).toHaveBeenCalledTimes(1);
    press("i");
    expect(goIssues).toHaveBeenCalledTimes(1);
    press("l");
    expect(labels).toHaveBeenCalledTimes(1);
  });

  it("starts over with a key that does not continue the sequence", () => {
    const create = vi.fn();
    render(<Binding id="createIssue" run={create} />);
    render(<Binding id="goHome" run={() => undefined} />);
    press("g");
    press("c");
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("never answers while typing in a field or an editor, except Cmd/Ctrl+K", () => {
    const create = vi.fn();
    const palette = vi.fn();
    const { getByRole, getByTestId } = render(
      <>
        <Binding id="createIssue" run={create} />
        <Binding id="palette" run={palette} />
        <input aria-label="Title" />
        <div contentEditable suppressContentEditableWarning data-testid="editor">
          <p>text</p>
        </div>
      </>,
    );
    press("c", {}, getByRole("textbox", { name: "Title" }));
    press("c", {}, getByTestId("editor").querySelector("p") as Element);
    expect(create).not.toHaveBeenCalled();
    press("k", { ctrlKey: true }, getByRole("textbox", { name: "Title" }));
    press("k", { metaKey: true });
    expect(palette).toHaveBeenCalledTimes(2);
  });

  it("leaves the keys to an open dialog or menu", () => {
    const create = vi.fn();
    const { rerender } = render(
      <>
        <Binding id="createIssue" run={create} />
        <div role="dialog" aria-label="Open" />
      </>,
    );
    press("c");
    expect(create).not.toHaveBeenCalled();
    rerender(<Binding id="createIssue" run={create} />);
    press("c");
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("lets the screen's key win over the app's, and the app's answer where the screen declines or is off", () => {
    const project = vi.fn();
    const priority = vi.fn();
    const { rerender } = render(
      <>
        <Binding id="issuePriority" run={priority} />
        <Binding id="createProject" run={project} />
      </>,
    );
    press("p");
    expect(priority).toHaveBeenCalledTimes(1);
    expect(project).not.toHaveBeenCalled();
    rerender(
      <>
        <Binding id="issuePriority" run={() => false} />
        <Binding id="createProject" run={project} />
      </>,
    );
    press("p");
    expect(project).toHaveBeenCalledTimes(1);
    rerender(
      <>
        <Binding id="issuePriority" run={priority} enabled={false} />
        <Binding id="createProject" run={project} />
      </>,
    );
    press("p");
    expect(project).toHaveBeenCalledTimes(2);
    expect(priority).toHaveBeenCalledTimes(1);
  });

  it("tells Shift+letter from the letter, and takes ? as typed", () => {
    const create = vi.fn();
    const help = vi.fn();
    render(
      <>
        <Binding id="createIssue" run={create} />
        <Binding id="shortcuts" run={help} />
      </>,
    );
    press("C", { shiftKey: true });
    expect(create).not.toHaveBeenCalled();
    press("?", { shiftKey: true });
    expect(help).toHaveBeenCalledTimes(1);
  });

  it("names shortcuts for tooltips", () => {
    expect(shortcutHint("goIssues")).toBe("G then I");
    expect(shortcutHint("toggleSidebar")).toBe("[");
    expect(["⌘K", "Ctrl+K"]).toContain(shortcutHint("palette"));
  });
});
