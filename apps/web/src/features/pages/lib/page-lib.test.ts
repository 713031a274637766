import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "./html-to-markdown";
import { pageOutline, wordCount } from "./page-outline";

describe("page outline and word count", () => {
  it("lists h1–h3 in order with their level, and counts words across blocks", () => {
    const html =
      "<h1>Goals</h1><p>Ship it</p><h2>Risks</h2><h4>Deep</h4><h3></h3><ul><li><p>one</p></li><li><p>two</p></li></ul>";
    expect(pageOutline(html)).toEqual([
      { level: 1, text: "Goals", index: 0 },
      { level: 2, text: "Risks", index: 1 },
    ]);
    expect(wordCount(html)).toBe(7);
    expect(wordCount("")).toBe(0);
  });
});

describe("htmlToMarkdown", () => {
  it("writes headings, marks, links, lists, quotes, code and rules", () => {
    const html = [
      "<h2>Plan</h2>",
      "<p>Use <strong>bold</strong>, <em>italic</em>, <code>code</code> and <a href='https://x.test'>a link</a>.</p>",
      "<ul><li><p>one</p><ul><li><p>nested</p></li></ul></li><li><p>two</p></li></ul>",
      "<ol><li><p>first</p></li></ol>",
      "<blockquote><p>quoted</p></blockquote>",
      "<pre><code>let a = 1;\n</code></pre>",
      "<hr>",
    ].join("");
    expect(htmlToMarkdown(html)).toBe(
      `${[
        "## Plan",
        "Use **bold**, *italic*, `code` and [a link](https://x.test).",
        "- one\n  - nested\n- two",
        "1. first",
        "> quoted",
        "```\nlet a = 1;\n```",
        "---",
      ].join("\n\n")}\n`,
    );
  });

  it("writes a table with its first row as the header, and a callout as a quote with its emoji", () => {
    const html = [
      "<table><colgroup><col><col></colgroup><tbody>",
      '<tr><th colspan="1" rowspan="1"><p>Step</p></th><th colspan="1" rowspan="1"><p>Owner</p></th></tr>',
      '<tr><td colspan="1" rowspan="1"><p>Check <strong>fuel</strong></p></td><td colspan="1" rowspan="1"><p>a|b</p></td></tr>',
      '<tr><td colspan="1" rowspan="1"><p></p></td><td colspan="1" rowspan="1"><p>Ops</p></td></tr>',
      "</tbody></table>",
      '<div data-type="callout" data-emoji="💡" data-color="blue"><p>Careful</p><p>Twice</p></div>',
    ].join("");
    expect(htmlToMarkdown(html)).toBe(
      `${["| Step | Owner |\n| --- | --- |\n| Check **fuel** | a\\|b |\n|  | Ops |", "> 💡 Careful\n> \n> Twice"].join(
        "\n\n",
      )}\n`,
    );
  });
});
