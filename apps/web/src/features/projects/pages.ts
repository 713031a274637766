/** The projects list's parts, the create-project dialog and the logo picker (project settings), loaded on demand. */
export { CreateProjectDialog } from "./components/create-project-dialog";
export { EmojiPicker as ProjectEmojiPicker } from "./components/emoji-picker";
export { ProjectRow } from "./components/project-row";
export { ProjectsToolbar } from "./components/projects-toolbar";
