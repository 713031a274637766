import { isOwnAssetPath } from "@hangar/contracts";
import sanitizeHtml from "sanitize-html";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PIXELS_RE = /^\d{1,4}$/;

/** An image loads from the web (http/https) or from this instance's uploads; no other same-origin path. */
const isImageSource = (src: string) => /^https?:\/\//i.test(src) || isOwnAssetPath(src);

type ValueRule = readonly string[] | RegExp | ((value: string) => boolean);
const passes = (rule: ValueRule, value: string) =>
  Array.isArray(rule)
    ? rule.includes(value)
    : rule instanceof RegExp
      ? rule.test(value)
      : (rule as (v: string) => boolean)(value);

/** Values the editor writes for the attributes that take only a few; any other value drops the attribute. */
const VALUE_RULES: Record<string, Record<string, ValueRule>> = {
  a: { target: ["_blank"] },
  img: { src: isImageSource, width: PIXELS_RE, height: PIXELS_RE },
  ol: { start: /^\d{1,6}$/, type: ["1", "a", "A", "i", "I"] },
  ul: { "data-type": ["taskList"] },
  li: { "data-type": ["taskItem"], "data-checked": ["true", "false"] },
  input: { type: ["checkbox"] },
  "mention-component": { entity_identifier: UUID_RE, entity_name: ["user_mention"] },
};

function keepValidValues(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const rules = VALUE_RULES[tagName] ?? {};
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const rule = rules[name];
    if (!rule || passes(rule, value)) kept[name] = value;
  }
  return kept;
}
const checkValues: sanitizeHtml.Transformer = (tagName, attribs) => ({ tagName, attribs: keepValidValues(tagName, attribs) });

/**
 * Exactly what the web editor (Tiptap: StarterKit, links, user mentions) writes, plus task lists and
 * images, and the plain tags it reads as the same marks (b, i, strike, del). Nothing else survives: no
 * `class` but the editor's own (`language-*` on code, `mention` on mentions), no `id`, no `style`, no
 * other `data-*`, no event handlers, no forms, frames, SVG or MathML. Classes and ids matter as much as
 * scripts: the app's utility classes on stored HTML could lay a fake full-window dialog over the page.
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
    "label",
    "input",
    "span",
    "div",
    "mention-component",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start", "type"],
    ul: ["data-type"],
    li: ["data-type", "data-checked"],
    input: ["type", "checked", "disabled"],
    "mention-component": ["entity_identifier", "entity_name", "label"],
  },
  allowedClasses: {
    code: [/^language-[a-z0-9_+#-]{1,32}$/i],
    "mention-component": ["mention"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  allowedStyles: {},
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...keepValidValues(tagName, attribs), rel: "noopener noreferrer nofollow" },
    }),
    img: checkValues,
    ol: checkValues,
    ul: checkValues,
    li: checkValues,
    input: (tagName, attribs) => (attribs.type === "checkbox" ? checkValues(tagName, attribs) : { tagName: "span", attribs: {} }),
    "mention-component": checkValues,
  },
  disallowedTagsMode: "discard",
};

/** sanitize-html closes void elements XHTML-style; the editor writes `<br>`, and an echo must compare equal. */
const VOID_CLOSE_RE = /<(br|hr|img|input)((?: [a-z_-]+(?:="[^"]*")?)*) \/>/g;

export function sanitizeRichText(html: string | null | undefined): string {
  const clean = sanitizeHtml(html ?? "", options)
    .replace(VOID_CLOSE_RE, "<$1$2>")
    .trim();
  return clean === "" ? "<p></p>" : clean;
}

/** A mention reads as `@name` in plain text, from the name the editor wrote beside the id. */
const MENTION_RE = /<mention-component\b[^>]*?\blabel="([^"]*)"[^>]*>(?:<\/mention-component>)?/gi;

/** Plain text of rich text, for search and notification previews. */
export function stripHtml(html: string): string {
  return sanitizeHtml(
    html.replace(MENTION_RE, (_, label: string) => `@${label}`),
    { allowedTags: [], allowedAttributes: {} },
  )
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
