import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogHeader, useUnsavedChanges } from "./dialog";
import { useEscapeLayer } from "./escape-layer";

type NoteFormProps = { saveDraft?: () => Promise<void> };

/** A form that holds unsaved input once something is typed, as every form dialog does. */
function NoteForm({ saveDraft }: NoteFormProps) {
  const [note, setNote] = useState("");
  useUnsavedChanges(note !== "", saveDraft);
  return (
    <>
      <input aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
    </>
  );
}

function Harness(props: NoteFormProps & { dirty?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "dialog open" : "dialog closed"}</p>
      <Dialog open={open} onOpenChange={setOpen} dirty={props.dirty}>
        <DialogContent aria-describedby={undefined}>
          <DialogHeader title="New note" />
          <NoteForm saveDraft={props.saveDraft} />
        </DialogContent>
      </Dialog>
    </>
  );
}

const confirm = () => screen.queryByRole("alertdialog", { name: "Discard changes?" });

describe("dialog with unsaved input", () => {
  it("closes at once on Esc while nothing was typed", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard("{Escape}");
    expect(screen.getByText("dialog closed")).toBeInTheDocument();
    expect(confirm()).toBeNull();
  });

  it("asks before Esc throws typed input away; Keep editing keeps it, Discard closes", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText("Note"), "Call the vendor");
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("alertdialog", { name: "Discard changes?" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save as draft" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(confirm()).toBeNull());
    expect(screen.getByText("dialog open")).toBeInTheDocument();
    expect(screen.getByLabelText("Note")).toHaveValue("Call the vendor");

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Discard" }));
    expect(screen.getByText("dialog closed")).toBeInTheDocument();
    await waitFor(() => expect(confirm()).toBeNull());
  });

  it("keeps editing when the question itself is dismissed with Esc", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText("Note"), "x");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(await screen.findByRole("alertdialog", { name: "Discard changes?" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(confirm()).toBeNull());
    expect(screen.getByText("dialog open")).toBeInTheDocument();
    expect(screen.getByLabelText("Note")).toHaveValue("x");
  });

  it("offers Save as draft where the form can keep its input, and closes once it is saved", async () => {
    const user = userEvent.setup();
    const saveDraft = vi.fn(async () => {});
    render(<Harness saveDraft={saveDraft} />);
    await user.type(screen.getByLabelText("Note"), "Call the vendor");
    await user.keyboard("{Escape}");
    await user.click(await screen.findByRole("button", { name: "Save as draft" }));
    expect(saveDraft).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText("dialog closed")).toBeInTheDocument());
  });

  it("stays open, input and question, when saving the draft fails", async () => {
    const user = userEvent.setup();
    render(<Harness saveDraft={() => Promise.reject(new Error("offline"))} />);
    await user.type(screen.getByLabelText("Note"), "Call the vendor");
    await user.keyboard("{Escape}");
    await user.click(await screen.findByRole("button", { name: "Save as draft" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Save as draft" })).toBeEnabled());
    expect(confirm()).not.toBeNull();
    expect(screen.getByText("dialog open")).toBeInTheDocument();
  });

  it("asks for a dialog whose owner holds the input (the dirty prop)", async () => {
    const user = userEvent.setup();
    render(<Harness dirty />);
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("alertdialog", { name: "Discard changes?" })).toBeInTheDocument();
  });
});

function Menu({ onEscape }: { onEscape: () => void }) {
  useEscapeLayer(true, onEscape);
  return <ul aria-label="Suggestions" />;
}

describe("escape layers", () => {
  it("take Esc before the dialog around them, innermost first", async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    function Layered() {
      const [open, setOpen] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <>
          <p>{open ? "dialog open" : "dialog closed"}</p>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent aria-describedby={undefined}>
              <DialogHeader title="Layers" />
              <Menu onEscape={outer} />
              {inner && <Menu onEscape={() => setInner(false)} />}
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Layered />);
    expect(screen.getAllByRole("list", { name: "Suggestions" })).toHaveLength(2);
    await user.keyboard("{Escape}");
    expect(screen.getAllByRole("list", { name: "Suggestions" })).toHaveLength(1);
    expect(outer).not.toHaveBeenCalled();
    await user.keyboard("{Escape}");
    expect(outer).toHaveBeenCalledTimes(1);
    expect(screen.getByText("dialog open")).toBeInTheDocument();
  });
});
