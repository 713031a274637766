import { isOwnAssetPath } from "@hangar/contracts";
import { CALLOUT_COLORS } from "@hangar/editor/values";
import sanitizeHtml from "sanitize-html";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PIXELS_RE = /^\d{1,4}$/;
const SPAN_RE = /^[1-9]\d?$/;
/** An issue key as the editor stores it beside an embedded issue's id, e.g. `WEB-12`. */
const ISSUE_KEY_RE = /^[A-Za-z0-9]{1,12}-\d{1,9}$/;
/** A callout's icon: one emoji (with its joiners and variation selectors), never text or markup. */
const EMOJI_RE = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f)+$/u;
const isEmoji = (value: string) => value.length <= 16 && EMOJI_RE.test(value);

/** An image loads over https or from this instance's uploads (attachments); no other address. */
const isImageSource = (src: string) => /^https:\/\//i.test(src) || isOwnAssetPath(src);

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
  th: { colspan: SPAN_RE, rowspan: SPAN_RE },
  td: { colspan: SPAN_RE, rowspan: SPAN_RE },
  div: { "data-type": ["callout"], "data-emoji": isEmoji, "data-color": [...CALLOUT_COLORS] },
  ol: { start: /^\d{1,6}$/, type: ["1", "a", "A", "i", "I"] },
  ul: { "data-type": ["taskList"] },
  li: { "data-type": ["taskItem"], "data-checked": ["true", "false"] },
  input: { type: ["checkbox"] },
  "mention-component": { entity_identifier: UUID_RE, entity_name: ["user_mention"] },
  "issue-embed-component": { entity_identifier: UUID_RE, project_identifier: UUID_RE, key: ISSUE_KEY_RE },
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

/** A callout keeps its icon and colour; any other div keeps no attribute at all. */
const calloutOrPlain: sanitizeHtml.Transformer = (tagName, attribs) =>
  attribs["data-type"] === "callout" ? checkValues(tagName, attribs) : { tagName, attribs: {} };

/** An embed without a valid issue id is only its text (the key and name it shows). */
const embedOrText: sanitizeHtml.Transformer = (tagName, attribs) => {
  const kept = keepValidValues(tagName, attribs);
  return kept.entity_identifier ? { tagName, attribs: kept } : { tagName: "span", attribs: {} };
};

/**
 * Exactly what the web editor (packages/editor: StarterKit, links, user mentions, task lists, tables,
 * images, callouts, issue embeds) writes, and the plain tags it reads as the same marks (b, i, strike, del). Nothing else survives: no
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
    "table",
    "tbody",
    "tr",
    "th",
    "td",
    "issue-embed-component",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start", "type"],
    ul: ["data-type"],
    li: ["data-type", "data-checked"],
    input: ["type", "checked", "disabled"],
    "mention-component": ["entity_identifier", "entity_name", "label"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    div: ["data-type", "data-emoji", "data-color"],
    "issue-embed-component": ["entity_identifier", "project_identifier", "key"],
  },
  allowedClasses: {
    code: [/^language-[a-z0-9_+#-]{1,32}$/i],
    "mention-component": ["mention"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
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
    th: checkValues,
    td: checkValues,
    div: calloutOrPlain,
    "issue-embed-component": embedOrText,
  },
  // An image whose source was refused is nothing; the editor reads only `img[src]`.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
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

/**
 * A mention reads as `@name` in plain text, from the name the editor wrote beside the id; the element's
 * own text (the editor writes `@name` there too) goes with it, or the name would read twice.
 */
const MENTION_RE = /<mention-component\b[^>]*?\blabel="([^"]*)"[^>]*>(?:[^<]*<\/mention-component>)?/gi;

/** Tags that end a line of text: without a space there, stripping them would run paragraphs together. */
const BLOCK_TAG = /<\/?(?:p|h[1-6]|li|ul|ol|blockquote|pre|div|tr|td|th|br|hr)\b[^>]*>/gi;

/** Plain text of rich text, for search and notification previews; blocks and line breaks become spaces. */
export function stripHtml(html: string): string {
  return sanitizeHtml(html.replace(MENTION_RE, (_, label: string) => `@${label}`).replace(BLOCK_TAG, " "), {
    allowedTags: [],
    allowedAttributes: {},
  })
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
