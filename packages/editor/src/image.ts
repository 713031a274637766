import { Node } from "@tiptap/core";

/**
 * A block image: `<img src alt title>`. Its source is an upload of this instance (`/api/assets/…`) or an
 * https address; the server's sanitizer drops any other source, and with it the image.
 */
export const Image = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null }, title: { default: null } };
  },
  parseHTML: () => [{ tag: "img[src]" }],
  renderHTML: ({ HTMLAttributes }) => ["img", HTMLAttributes],
});
