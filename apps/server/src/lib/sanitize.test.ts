import { describe, expect, it } from "vitest";
import { mentionedUserIds, sanitizeRichText, stripHtml } from "./sanitize";

describe("sanitizeRichText", () => {
  it("keeps the editor's formatting", () => {
    const html = '<h2>Plan</h2><p><strong>bold</strong> <a href="https://example.com">link</a></p><ul><li>one</li></ul>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Plan</h2><p><strong>bold</strong> <a href="https://example.com" rel="noopener noreferrer nofollow">link</a></p><ul><li>one</li></ul>',
    );
  });

  it("drops scripts, event handlers, javascript: URLs and SVG", () => {
    const dirty =
      '<p onclick="steal()">hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><svg><script>alert(1)</script></svg><iframe src="https://evil"></iframe>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|svg|iframe/i);
    expect(clean).toContain("<p>hi</p>");
  });

  it("turns empty input into an empty paragraph", () => {
    expect(sanitizeRichText("")).toBe("<p></p>");
    expect(sanitizeRichText("<script>x</script>")).toBe("<p></p>");
  });

  it("strips to plain text and finds mentions", () => {
    expect(stripHtml("<p>a &amp; b</p><p>c</p>")).toBe("a & bc");
    const id = "0b7d3c1e-1111-4222-8333-944455556666";
    expect(
      mentionedUserIds(`<p><mention-component entity_identifier="${id}" entity_name="user_mention"></mention-component></p>`),
    ).toEqual([id]);
  });
});
