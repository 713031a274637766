/**
 * Whether rich text holds nothing worth posting: the editor leaves `<p></p>` behind when cleared, and
 * the server refuses a comment without text, an image or a mention.
 */
export function isEmptyHtml(html: string): boolean {
  if (/<(img|mention-component)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();
  return text.length === 0;
}
