import { Node } from "@tiptap/core";

import { CALLOUT_COLORS, type CalloutColor, DEFAULT_CALLOUT } from "./values";

export { CALLOUT_COLORS, CALLOUT_EMOJIS, type CalloutColor, DEFAULT_CALLOUT } from "./values";

const colorOf = (value: string | null): CalloutColor =>
  (CALLOUT_COLORS as readonly string[]).includes(value ?? "") ? (value as CalloutColor) : DEFAULT_CALLOUT.color;

/** A highlighted block with an emoji and a colour: `<div data-type="callout" data-emoji data-color>…</div>`. */
export const Callout = Node.create({
  name: "callout",
  group: "block",
  content: "block+",
  defining: true,
  addAttributes() {
    return {
      emoji: {
        default: DEFAULT_CALLOUT.emoji,
        parseHTML: (element: HTMLElement) => element.getAttribute("data-emoji") || DEFAULT_CALLOUT.emoji,
        renderHTML: (attributes: Record<string, unknown>) => ({ "data-emoji": attributes.emoji }),
      },
      color: {
        default: DEFAULT_CALLOUT.color,
        parseHTML: (element: HTMLElement) => colorOf(element.getAttribute("data-color")),
        renderHTML: (attributes: Record<string, unknown>) => ({ "data-color": attributes.color }),
      },
    };
  },
  parseHTML: () => [{ tag: 'div[data-type="callout"]' }],
  renderHTML: ({ HTMLAttributes }) => ["div", { "data-type": "callout", ...HTMLAttributes }, 0],
});
