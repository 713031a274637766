import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { pickDate } from "../../test/pick-date";
import { DatePicker } from "./date-picker";
import { Dialog, DialogContent, DialogHeader } from "./dialog";

function Harness({ initial = null, min }: { initial?: string | null; min?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <output aria-label="Value">{value ?? "none"}</output>
      <DatePicker aria-label="Due date" placeholder="Due date" value={value} min={min} onChange={setValue} />
    </>
  );
}

describe("date picker", () => {
  it("picks a day from the calendar and shows it in the app's long form", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole("button", { name: "Due date" });
    expect(trigger).toHaveTextContent("Due date");
    await pickDate(user, trigger, "2025-03-07");
    expect(screen.getByRole("status", { name: "Value" })).toHaveTextContent("2025-03-07");
    expect(trigger).toHaveTextContent("Mar 07, 2025");
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("opens on the chosen day's month and clears it", async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-02-29" />);
    await user.click(screen.getByRole("button", { name: "Due date" }));
    expect(await screen.findByRole("grid")).toHaveAttribute("aria-label", "February 2024");
    expect(screen.getByRole("button", { name: /February 29th, 2024, selected/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByRole("status", { name: "Value" })).toHaveTextContent("none");
  });

  it("does not offer days before its minimum", async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-05-20" min="2025-05-10" />);
    await user.click(screen.getByRole("button", { name: "Due date" }));
    expect(await screen.findByRole("button", { name: /May 9th, 2025/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: /May 10th, 2025/ })).toBeEnabled();
  });

  it("closes on Esc without closing the dialog it sits in", async () => {
    const user = userEvent.setup();
    function InDialog() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <p>{open ? "dialog open" : "dialog closed"}</p>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent aria-describedby={undefined}>
              <DialogHeader title="Dates" />
              <Harness />
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<InDialog />);
    await user.click(screen.getByRole("button", { name: "Due date" }));
    await screen.findByRole("grid");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("grid")).toBeNull());
    expect(screen.getByText("dialog open")).toBeInTheDocument();
  });
});
