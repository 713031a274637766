/** One heading of a page, in document order, for the table of contents. */
export type OutlineEntry = { level: number; text: string; index: number };

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html").body;

/** The page's headings (h1–h3) as the table of contents lists them; `index` finds the heading again in the editor. */
export function pageOutline(html: string): OutlineEntry[] {
  if (!html) return [];
  return Array.from(parse(html).querySelectorAll("h1, h2, h3")).flatMap((heading, index) => {
    const text = heading.textContent?.trim() ?? "";
    return text ? [{ level: Number(heading.tagName.slice(1)), text, index }] : [];
  });
}

/** Words of the page's text, as a word processor counts them (runs of non-space characters). */
export function wordCount(html: string): number {
  if (!html) return 0;
  const body = parse(html);
  // Blocks end words: "<p>a</p><p>b</p>" is two words, not "ab".
  for (const block of Array.from(body.querySelectorAll("p, h1, h2, h3, h4, h5, h6, li, pre, blockquote, td, th"))) {
    block.append(" ");
  }
  return (body.textContent ?? "").split(/\s+/).filter(Boolean).length;
}
