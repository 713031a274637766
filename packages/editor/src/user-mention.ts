import { mergeAttributes } from "@tiptap/core";
import Mention from "@tiptap/extension-mention";

/**
 * Mentions are stored the way the server reads them (it subscribes and notifies the user named by
 * `entity_identifier`): `<mention-component entity_identifier entity_name="user_mention" label>`.
 */
export const UserMention = Mention.extend({
  addAttributes() {
    return {
      id: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute("entity_identifier"),
        renderHTML: (attributes: Record<string, unknown>) =>
          attributes.id ? { entity_identifier: attributes.id, entity_name: "user_mention" } : {},
      },
      label: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute("label") ?? element.textContent?.replace(/^@/, "") ?? null,
        renderHTML: (attributes: Record<string, unknown>) => (attributes.label ? { label: attributes.label } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: "mention-component" }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return [
      "mention-component",
      mergeAttributes(HTMLAttributes, { class: "mention" }),
      `@${node.attrs.label ?? node.attrs.id ?? ""}`,
    ];
  },
  renderText({ node }) {
    return `@${node.attrs.label ?? node.attrs.id ?? ""}`;
  },
});
