export type { EditorIssues, IssueChipProps, IssueOption } from "./editor-host";
export type { UploadImage } from "./extensions/image-upload";
export { RichTextEditor } from "./lazy-rich-text-editor";
export type { Mentionable } from "./mention-node";
export { EDITABLE_PLACEHOLDER, READONLY_PLACEHOLDER } from "./placeholders";
export type { RichTextEditorProps } from "./rich-text-editor";
