import { Node } from "@tiptap/core";

/**
 * An issue named in the text, stored by id: `<issue-embed-component entity_identifier project_identifier
 * key>KEY-12 Name</issue-embed-component>`. The web shows it as a chip with the issue's current state and
 * name; anything else (mail, exports, search) reads the key and name as they were when it was inserted.
 */
export const IssueEmbed = Node.create({
  name: "issueEmbed",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    const attr = (html: string) => ({
      default: null,
      parseHTML: (element: HTMLElement) => element.getAttribute(html),
      renderHTML: (attributes: Record<string, unknown>) => {
        const key = Object.entries(EMBED_ATTRIBUTES).find(([, h]) => h === html)?.[0] ?? html;
        return attributes[key] ? { [html]: attributes[key] } : {};
      },
    });
    return {
      id: attr(EMBED_ATTRIBUTES.id),
      projectId: attr(EMBED_ATTRIBUTES.projectId),
      key: attr(EMBED_ATTRIBUTES.key),
      name: {
        default: null,
        parseHTML: (element: HTMLElement) => {
          const key = element.getAttribute(EMBED_ATTRIBUTES.key) ?? "";
          const text = element.textContent?.trim() ?? "";
          return text.startsWith(key) ? text.slice(key.length).trim() || null : text || null;
        },
        renderHTML: () => ({}),
      },
    };
  },
  parseHTML: () => [{ tag: "issue-embed-component[entity_identifier]" }],
  renderHTML: ({ node, HTMLAttributes }) => ["issue-embed-component", HTMLAttributes, issueEmbedText(node.attrs)],
  renderText: ({ node }) => issueEmbedText(node.attrs),
});

const EMBED_ATTRIBUTES = { id: "entity_identifier", projectId: "project_identifier", key: "key" } as const;

export function issueEmbedText(attrs: Record<string, unknown>): string {
  return [attrs.key, attrs.name].filter(Boolean).join(" ") || "Issue";
}
