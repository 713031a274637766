import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import "./editor-test-shims";
import { RichTextEditor } from "./rich-text-editor";

const people = [
  { id: "11111111-1111-4111-8111-111111111111", display_name: "ada", avatar: null },
  { id: "22222222-2222-4222-8222-222222222222", display_name: "grace", avatar: null },
];

function Harness({ onChange, onSubmit }: { onChange: (html: string) => void; onSubmit?: () => void }) {
  const [value, setValue] = useState("");
  return (
    <RichTextEditor
      ariaLabel="Description"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
      onSubmit={onSubmit}
      mentionables={people}
    />
  );
}

describe("RichTextEditor", () => {
  it("shows the spec's placeholder and reports typed text as HTML", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole("textbox", { name: "Description" });
    expect(box.querySelector("p")).toHaveAttribute("data-placeholder", "Press '/' for commands...");
    await userEvent.click(box);
    await userEvent.keyboard("Hello");
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("<p>Hello</p>"));
  });

  it("renders the read-only placeholder when not editable", () => {
    render(<RichTextEditor ariaLabel="Description" value="" editable={false} />);
    expect(screen.getByRole("textbox", { name: "Description" }).querySelector("p")).toHaveAttribute(
      "data-placeholder",
      "Click to add description",
    );
    expect(screen.queryByRole("toolbar")).not.toBeInTheDocument();
  });

  it("keeps mentions in the server's mention-component form", () => {
    const html = `<p>hi <mention-component entity_identifier="${people[0].id}" entity_name="user_mention" label="ada">@ada</mention-component> </p>`;
    const onChange = vi.fn();
    render(<RichTextEditor ariaLabel="Comment" value={html} onChange={onChange} />);
    const mention = screen.getByRole("textbox", { name: "Comment" }).querySelector("mention-component");
    expect(mention).toHaveAttribute("entity_identifier", people[0].id);
    expect(mention).toHaveAttribute("entity_name", "user_mention");
    expect(mention).toHaveAttribute("label", "ada");
    expect(mention).toHaveTextContent("@ada");
  });

  it("offers mentionables after @ and inserts the chosen person", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole("textbox", { name: "Description" }));
    await userEvent.keyboard("@gr");
    const option = await screen.findByRole("option", { name: "grace" });
    await userEvent.click(option);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(
          `<mention-component entity_identifier="${people[1].id}" entity_name="user_mention" label="grace"`,
        ),
      ),
    );
  });

  it("turns a block into a heading from the / menu and submits on Mod+Enter", async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness onChange={onChange} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("textbox", { name: "Description" }));
    await userEvent.keyboard("/head");
    await userEvent.click(await screen.findByRole("option", { name: /Heading 2/ }));
    await userEvent.keyboard("Title");
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining("<h2>Title</h2>")));
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    expect(onSubmit).toHaveBeenCalled();
  });

  it("makes task lists and dividers from the / menu", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole("textbox", { name: "Description" }));
    await userEvent.keyboard("/task");
    await userEvent.click(await screen.findByRole("option", { name: /Task list/ }));
    await userEvent.keyboard("Buy milk");
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<ul data-type="taskList">')));
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/<li data-checked="false" data-type="taskItem">.*Buy milk/));
    await userEvent.keyboard("{Enter}{Enter}/divi");
    await userEvent.click(await screen.findByRole("option", { name: /Divider/ }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining("<hr>")));
  });

  it("toggles bold from the toolbar", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole("textbox", { name: "Description" }));
    await userEvent.click(screen.getByRole("button", { name: "Bold" }));
    await userEvent.keyboard("x");
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("<p><strong>x</strong></p>"));
  });
});
