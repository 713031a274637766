export {
  EDITABLE_PLACEHOLDER,
  type Mentionable,
  READONLY_PLACEHOLDER,
  RichTextEditor,
  type RichTextEditorProps,
} from "./rich-text-editor";
