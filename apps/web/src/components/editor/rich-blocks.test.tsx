import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import "./editor-test-shims";
import type { EditorIssues, IssueChipProps } from "./editor-host";
import { RichTextEditor } from "./rich-text-editor";

const ISSUE = { id: "7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5", projectId: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d" };
const EMBED = `<issue-embed-component entity_identifier="${ISSUE.id}" project_identifier="${ISSUE.projectId}" key="WEB-12">WEB-12 Fix login</issue-embed-component>`;

/** Exactly the HTML the server's sanitizer keeps (apps/server/src/lib/sanitize.test.ts, RICH_BLOCKS). */
const STORED = [
  '<table><tbody><tr><th colspan="1" rowspan="1"><p>Name</p></th><th colspan="1" rowspan="1"><p>Owner</p></th></tr>',
  '<tr><td colspan="1" rowspan="1"><p>a</p></td><td colspan="1" rowspan="1"><p>b</p></td></tr></tbody></table>',
  '<div data-type="callout" data-emoji="⚠️" data-color="red"><p>careful</p></div>',
  '<pre><code class="language-python">print(1)</code></pre>',
  "<hr>",
  '<img src="/api/assets/v2/workspaces/acme/projects/p1/pages/x1/images/a1/" alt="shot">',
  `<p>See ${EMBED} now</p>`,
].join("");

function Chip({ issueKey }: IssueChipProps) {
  return <span data-testid="chip">{issueKey} · In Progress</span>;
}
const OPTIONS = [
  { id: ISSUE.id, projectId: ISSUE.projectId, key: "WEB-12", name: "Fix login" },
  { id: "00000000-0000-4000-8000-000000000013", projectId: ISSUE.projectId, key: "WEB-13", name: "Dark mode" },
];
/** The project's search as the host answers it (search-issues/ in the app): keys by prefix, names by words. */
const issues: EditorIssues = {
  keyPrefix: "WEB",
  search: async (query) => {
    const q = query.toLowerCase();
    return OPTIONS.filter((o) => o.key.toLowerCase().startsWith(q) || o.name.toLowerCase().includes(q));
  },
  Chip,
};

function Harness({ initial = "", onChange }: { initial?: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      ariaLabel="Page content"
      value={value}
      issues={issues}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

const rowsIn = (html: unknown) => String(html ?? "").match(/<tr>/g)?.length ?? 0;
const lastHtml = (fn: { mock: { lastCall?: unknown[] } }) => String(fn.mock.lastCall?.[0] ?? "");

describe("RichTextEditor blocks", () => {
  it("reads and writes tables, callouts, code blocks, images and issue embeds unchanged", async () => {
    const onChange = vi.fn();
    render(<Harness initial={STORED} onChange={onChange} />);
    const box = screen.getByRole("textbox", { name: "Page content" });
    // Node views (callout, code block, issue chip) render into the editor a moment after it mounts.
    await screen.findByTestId("chip");
    expect(box.querySelectorAll("th")).toHaveLength(2);
    expect(box.querySelector('[data-type="callout"]')).toHaveAttribute("data-color", "red");
    expect(box.querySelector("pre code")).toHaveClass("language-python");
    expect(screen.getByRole("combobox", { name: "Code language" })).toHaveValue("python");
    expect(box.querySelector("img")).toHaveAttribute("src", "/api/assets/v2/workspaces/acme/projects/p1/pages/x1/images/a1/");
    expect(screen.getByTestId("chip")).toHaveTextContent("WEB-12 · In Progress");
    // Any edit writes the whole document back: the new blocks come out as they went in. (Without layout,
    // jsdom puts the cursor before the table, where the click lands the typed text in a new paragraph.)
    await userEvent.click(box);
    await userEvent.keyboard("!");
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toBe(`<p>!</p>${STORED}`);
  });

  it("inserts a table with a header row from the toolbar and adds a row", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole("textbox", { name: "Page content" }));
    await userEvent.click(screen.getByRole("button", { name: "Insert table" }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toMatch(/^<table><tbody><tr><th/));
    expect(rowsIn(lastHtml(onChange))).toBe(3);
    // The cursor waits in the first header cell.
    await userEvent.keyboard("Name");
    await waitFor(() => expect(lastHtml(onChange)).toMatch(/^<table><tbody><tr><th colspan="1" rowspan="1"><p>Name<\/p><\/th>/));
    await userEvent.click(screen.getByRole("button", { name: "Add row" }));
    await waitFor(() => expect(rowsIn(lastHtml(onChange))).toBe(4));
  });

  it("turns a typed issue key into an embedded issue", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole("textbox", { name: "Page content" }));
    await userEvent.keyboard("See WEB-1");
    const listbox = await screen.findByRole("listbox", { name: "Issues" });
    await waitFor(() => expect(listbox).toHaveTextContent("Fix login"));
    await userEvent.click(screen.getByRole("option", { name: /Fix login/ }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain(`<p>See ${EMBED} </p>`));
  });

  it("leaves a key of another project as text: no picker opens", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole("textbox", { name: "Page content" }));
    await userEvent.keyboard("COVID-19");
    await waitFor(() => expect(lastHtml(onChange)).toBe("<p>COVID-19</p>"));
    expect(screen.queryByRole("listbox", { name: "Issues" })).not.toBeInTheDocument();
  });

  it("wraps the current block in a callout from the slash menu", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole("textbox", { name: "Page content" }));
    await userEvent.keyboard("/callout");
    await userEvent.click(await screen.findByRole("option", { name: /Callout/ }));
    await userEvent.keyboard("Note");
    await waitFor(() =>
      expect(onChange.mock.lastCall?.[0]).toBe(
        '<div data-type="callout" data-emoji="💡" data-color="blue"><p>Note</p></div><p></p>',
      ),
    );
  });
});
