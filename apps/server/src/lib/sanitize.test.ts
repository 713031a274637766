import { describe, expect, it } from "vitest";
import { mentionedUserIds, sanitizeRichText, stripHtml } from "./sanitize";

const USER_ID = "0b7d3c1e-1111-4222-8333-944455556666";

/**
 * What the web editor writes (Tiptap's getHTML with StarterKit, links and user mentions), byte for byte,
 * plus task lists and images as Tiptap's own extensions write them.
 */
const EDITOR_OUTPUT = [
  "<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6>",
  "<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code> ",
  '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/x?a=1&amp;b=2">l</a><br>next</p>',
  "<ul><li><p>one</p><ul><li><p>nested</p></li></ul></li></ul>",
  '<ol start="3"><li><p>three</p></li></ol><ol type="a"><li><p>alpha</p></li></ol>',
  "<blockquote><p>q</p></blockquote>",
  '<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre><pre><code>plain</code></pre><hr>',
  `<p>Hi <mention-component entity_identifier="${USER_ID}" entity_name="user_mention" label="ann" class="mention">@ann</mention-component></p>`,
  '<ul data-type="taskList"><li data-checked="true" data-type="taskItem"><label><input type="checkbox" checked="checked"><span></span></label><div><p>done</p></div></li>',
  '<li data-checked="false" data-type="taskItem"><label><input type="checkbox"><span></span></label><div><p>todo</p></div></li></ul>',
  '<img src="https://cdn.example.com/a.png" alt="diagram" title="t" width="640" height="480">',
  '<p><img src="/api/assets/v2/workspaces/acme/projects/p1/issues/i1/attachments/a1/"></p>',
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="mailto:ann@example.com">mail</a></p>',
].join("");

const ISSUE_ID = "7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5";
const PROJECT_ID = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

/** The blocks of packages/editor beyond StarterKit, as `generateHTML` writes them. */
const RICH_BLOCKS = [
  '<table><tbody><tr><th colspan="1" rowspan="1"><p>Name</p></th><th colspan="2" rowspan="1"><p>Owner</p></th></tr>',
  '<tr><td colspan="1" rowspan="1"><p>a</p></td><td colspan="1" rowspan="2"><p></p></td></tr></tbody></table>',
  '<div data-type="callout" data-emoji="⚠️" data-color="red"><p>careful</p></div>',
  '<div data-type="callout" data-emoji="👩‍💻" data-color="gray"><ul><li><p>in a callout</p></li></ul></div>',
  '<pre><code class="language-python">print(1)</code></pre>',
  '<img src="/api/assets/v2/workspaces/acme/projects/p1/pages/x1/images/a1/" alt="shot">',
  `<p>See <issue-embed-component entity_identifier="${ISSUE_ID}" project_identifier="${PROJECT_ID}" key="WEB-12">WEB-12 Fix login</issue-embed-component> now</p>`,
].join("");

describe("sanitizeRichText", () => {
  it("keeps every element, attribute and class the editor writes, unchanged", () => {
    expect(sanitizeRichText(EDITOR_OUTPUT)).toBe(EDITOR_OUTPUT);
  });

  it("keeps tables, callouts, code blocks, uploaded images and issue embeds unchanged", () => {
    expect(sanitizeRichText(RICH_BLOCKS)).toBe(RICH_BLOCKS);
  });

  it("strips what the new blocks never write: styles, widths, bad values and other sources", () => {
    const dirty = [
      '<table style="width:100%" class="fixed inset-0" onclick="x()"><colgroup><col style="width: 90px"></colgroup>',
      '<tbody><tr><td colspan="0" rowspan="999" colwidth="90" style="color:red" data-x="1"><p>c</p></td></tr></tbody></table>',
      '<div data-type="callout" data-emoji="<b>x</b>" data-color="hotpink" data-id="3" class="fixed"><p>k</p></div>',
      '<div data-type="panel" data-emoji="💡" data-color="blue"><p>not a callout</p></div>',
      `<issue-embed-component entity_identifier="x" project_identifier="${PROJECT_ID}" key="WEB-1">WEB-1 Text</issue-embed-component>`,
      `<issue-embed-component entity_identifier="${ISSUE_ID}" project_identifier="nope" key="<b>" onclick="x()">OK</issue-embed-component>`,
      '<img src="http://plain.example/a.png"><img src="/api/users/me/"><img src="https://cdn.example/b.png" onerror="x()">',
    ].join("");
    expect(sanitizeRichText(dirty)).toBe(
      [
        "<table><tbody><tr><td><p>c</p></td></tr></tbody></table>",
        '<div data-type="callout"><p>k</p></div>',
        "<div><p>not a callout</p></div>",
        "<span>WEB-1 Text</span>",
        `<issue-embed-component entity_identifier="${ISSUE_ID}">OK</issue-embed-component>`,
        '<img src="https://cdn.example/b.png">',
      ].join(""),
    );
  });

  it("keeps the editor's formatting and forces a safe rel on links", () => {
    const html = '<h2>Plan</h2><p><strong>bold</strong> <a href="https://example.com">link</a></p><ul><li>one</li></ul>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Plan</h2><p><strong>bold</strong> <a href="https://example.com" rel="noopener noreferrer nofollow">link</a></p><ul><li>one</li></ul>',
    );
    expect(sanitizeRichText('<a href="https://x.example" rel="opener" target="_top">x</a>')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it("drops the app's utility classes, ids and styles that could lay an overlay over the page", () => {
    const overlay =
      '<div class="fixed inset-0 z-50 bg-white" id="root" style="position:fixed;inset:0"><p class="text-2xl" id="x" style="color:red">Your session expired. <a class="btn" href="https://evil.example">Sign in</a></p></div>';
    const clean = sanitizeRichText(overlay);
    expect(clean).toBe(
      '<div><p>Your session expired. <a href="https://evil.example" rel="noopener noreferrer nofollow">Sign in</a></p></div>',
    );
    for (const tag of [
      "p",
      "span",
      "h1",
      "ul",
      "li",
      "code",
      "pre",
      "blockquote",
      "strong",
      "img",
      "mention-component",
      "label",
      "input",
    ]) {
      const dirty = `<${tag} class="fixed inset-0 z-50 mention language-ts" id="app" style="inset:0" data-state="open" aria-hidden="true" hidden tabindex="0" dir="rtl" popover>x</${tag}>`;
      const out = sanitizeRichText(dirty);
      expect(out, tag).not.toMatch(/fixed|inset|z-50|id=|style|data-state|aria-|hidden|tabindex|dir=|popover/);
    }
  });

  it("keeps only the editor's own classes where it writes them", () => {
    expect(sanitizeRichText('<pre><code class="language-js fixed inset-0">x</code></pre>')).toBe(
      '<pre><code class="language-js">x</code></pre>',
    );
    expect(sanitizeRichText('<p class="mention">x</p><code class="language-js">y</code>')).toBe(
      '<p>x</p><code class="language-js">y</code>',
    );
    expect(
      sanitizeRichText(
        '<mention-component class="mention fixed" entity_identifier="not-a-uuid" entity_name="x">@a</mention-component>',
      ),
    ).toBe('<mention-component class="mention">@a</mention-component>');
  });

  it("refuses other data- attributes and values the editor never writes", () => {
    expect(
      sanitizeRichText('<ul data-type="x" data-foo="1"><li data-type="taskItem" data-checked="maybe" data-id="3">a</li></ul>'),
    ).toBe('<ul><li data-type="taskItem">a</li></ul>');
    expect(sanitizeRichText('<ol start="2" type="disc" reversed>x</ol>')).toBe('<ol start="2">x</ol>');
  });

  it("drops scripts, event handlers, javascript: URLs, SVG, MathML, forms and frames", () => {
    const dirty = [
      '<p onclick="steal()" onmouseover="steal()">hi<script>alert(1)</script></p>',
      '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt&#58;alert(1)">y</a><a href="data:text/html,<script>alert(1)</script>">z</a>',
      '<img src="javascript:alert(1)"><img src="x" onerror="alert(1)"><img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<img src="/auth/sign-out/"><img src="/api/assets/../../auth/sign-out/"><img src="//evil.example/a.png"><img src="https://x.example/a.png" width="100%" height="99999">',
      '<svg onload="alert(1)"><script>alert(1)</script><a href="https://x">s</a></svg><math><mi>x</mi></math>',
      '<iframe src="https://evil"></iframe><object data="x"></object><embed src="x"><frame src="x">',
      '<form action="https://evil"><input type="password" name="p"><input type="submit"><button formaction="https://evil">Go</button><select><option>o</option></select><textarea>t</textarea></form>',
      '<style>body{display:none}</style><link rel="stylesheet" href="https://evil/x.css"><meta http-equiv="refresh" content="0;url=https://evil"><base href="https://evil/">',
    ].join("");
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(
      /script|onclick|onmouse|onerror|onload|javascript|data:|svg|math|iframe|object|embed|frame|form|button|select|textarea|style|link|meta|base|password|submit|sign-out|evil|100%|99999/i,
    );
    expect(clean).toContain("<p>hi</p>");
    expect(clean).toContain('<img src="https://x.example/a.png">');
  });

  it("turns empty input into an empty paragraph", () => {
    expect(sanitizeRichText("")).toBe("<p></p>");
    expect(sanitizeRichText("<script>x</script>")).toBe("<p></p>");
  });

  it("strips to plain text and finds mentions", () => {
    // Paragraphs, list items, headings and line breaks end words: search and previews must not glue them.
    expect(stripHtml("<p>a &amp; b</p><p>c</p>")).toBe("a & b c");
    expect(stripHtml("<h2>Plan</h2><ul><li><p>one</p></li><li><p>two</p></li></ul><p>x<br>y</p>")).toBe("Plan one two x y");
    expect(stripHtml("<p><strong>bold</strong>er</p>")).toBe("bolder");
    // A mention reads as its name, so a notification's comment text does not lose who was asked.
    expect(
      stripHtml(
        `<p>Can you look, <mention-component entity_identifier="${USER_ID}" entity_name="user_mention" label="Bruno O&#39;Neil"></mention-component>?</p>`,
      ),
    ).toBe("Can you look, @Bruno O'Neil?");
    // As the editor writes it, with the name as the element's text as well: still once.
    expect(
      stripHtml(
        `<p>Hey <mention-component entity_identifier="${USER_ID}" entity_name="user_mention" label="bob" class="mention">@bob</mention-component> can you look</p>`,
      ),
    ).toBe("Hey @bob can you look");
    expect(
      mentionedUserIds(
        `<p><mention-component entity_identifier="${USER_ID}" entity_name="user_mention"></mention-component></p>`,
      ),
    ).toEqual([USER_ID]);
  });
});
