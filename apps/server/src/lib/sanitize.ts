import sanitizeHtml from "sanitize-html";

/**
 * The rich-text subset the editor produces. Everything else — scripts, event handlers, javascript: URLs,
 * SVG, iframes, styles — is dropped on write, so stored HTML is safe to render as-is.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "strike",
    "del",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "span",
    "div",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "sub",
    "sup",
    "mark",
    "label",
    "input",
    "mention-component",
  ],
  allowedAttributes: {
    "*": ["class", "data-*", "id"],
    a: ["href", "target", "rel", "title"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start", "type"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
    input: ["type", "checked", "disabled"],
    "mention-component": ["entity_identifier", "entity_name", "label"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }),
    input: (tagName, attribs) => (attribs.type === "checkbox" ? { tagName, attribs } : { tagName: "span", attribs: {} }),
  },
  disallowedTagsMode: "discard",
};

export function sanitizeRichText(html: string | null | undefined): string {
  const clean = sanitizeHtml(html ?? "", options).trim();
  return clean === "" ? "<p></p>" : clean;
}

/** Plain text of rich text, for search and notification previews. */
export function stripHtml(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** User ids mentioned in rich text (`<mention-component entity_identifier="…">`). */
export function mentionedUserIds(html: string): string[] {
  const ids = new Set<string>();
  for (const m of html.matchAll(/<mention-component[^>]*entity_identifier="([0-9a-f-]{36})"/gi)) ids.add(m[1].toLowerCase());
  return [...ids];
}
