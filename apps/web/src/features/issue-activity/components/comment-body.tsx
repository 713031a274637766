import "../../../components/editor/editor.css";

/**
 * The server sanitizes comment_html on write (no scripts, handlers or javascript: URLs), so the stored
 * HTML is rendered as-is, styled like the editor.
 */
export function CommentBody({ html }: { html: string }) {
  return (
    <div
      className="hangar-prose text-sm text-fg"
      data-testid="comment-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server on write
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
