import { type ComponentType, createContext } from "react";
import type { UploadImage } from "./extensions/image-upload";

/** An issue the `#` / key picker offers. */
export type IssueOption = { id: string; projectId: string; key: string; name: string };

/** How an embedded issue shows: the host renders it live from its issue queries. */
export type IssueChipProps = { id: string; projectId: string; issueKey: string | null; name: string | null };

/**
 * Issues the editor may embed, and the chip that shows one; from the screen that hosts the editor. The picker
 * asks `search` for what the user typed (the server searches, the editor never holds a project's issues);
 * `keyPrefix` (the project's identifier) lets a typed `WEB-12` open it, and not any "COVID-19".
 */
export type EditorIssues = {
  search: (query: string, signal?: AbortSignal) => Promise<IssueOption[]>;
  keyPrefix: string | null;
  Chip: ComponentType<IssueChipProps>;
};

/** What the screen hosting an editor lends it: image uploads and issues. Absent parts turn their features off. */
export type EditorHost = { uploadImage?: UploadImage; issues?: EditorIssues };

export const EditorHostContext = createContext<EditorHost>({});
