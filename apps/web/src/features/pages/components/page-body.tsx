import type { PageDetail } from "@hangar/contracts";
import { AlertCircle, Check, Loader2 } from "lucide-react";
import {
  type EditorIssues,
  type Mentionable,
  RichTextEditor,
  type RichTextEditorProps,
  type UploadImage,
} from "../../../components/editor";
import { Button } from "../../../components/ui/button";
import type { SaveState } from "../api/use-content-autosave";

type PageBodyProps = {
  page: PageDetail;
  html: string;
  editable: boolean;
  mentionables: Mentionable[];
  onChange: (html: string) => void;
  onDocumentChange: (json: Record<string, unknown>) => void;
  uploadImage?: UploadImage;
  issues?: EditorIssues;
};

/**
 * The page's content in the app's rich-text editor (headings, lists, tables, images, callouts, code,
 * quotes, dividers, issue embeds, `/` commands, @mentions).
 */
export function PageBody({ page, html, editable, mentionables, onChange, onDocumentChange, uploadImage, issues }: PageBodyProps) {
  return (
    <PageEditor
      key={page.id}
      value={html}
      onChange={onChange}
      onDocumentChange={onDocumentChange}
      editable={editable}
      mentionables={mentionables}
      uploadImage={uploadImage}
      issues={issues}
    />
  );
}

/** The rich-text editor as a page shows it, live (with `collaboration`) or saving through `description/`. */
export function PageEditor(props: Omit<RichTextEditorProps, "ariaLabel" | "placeholder" | "className">) {
  return (
    <div className="page-editor">
      <RichTextEditor
        {...props}
        ariaLabel="Page content"
        placeholder={props.editable ? "Write, or press / for blocks" : "This page is empty."}
        className="min-h-80"
      />
    </div>
  );
}

/** Saving… / Saved / Couldn't save (retry): what became of the last keystrokes. */
export function SaveIndicator({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  if (state === "idle") return null;
  if (state === "failed") {
    return (
      <span role="status" className="flex items-center gap-1 text-xs text-danger">
        <AlertCircle className="size-3.5" aria-hidden /> Couldn't save
        <Button size="xs" variant="ghost" onClick={onRetry}>
          Retry
        </Button>
      </span>
    );
  }
  const label = state === "saved" ? "Saved" : "Saving…";
  return (
    <span role="status" className="flex items-center gap-1 text-xs text-fg-muted">
      {state === "saved" ? <Check className="size-3.5" aria-hidden /> : <Loader2 className="size-3.5 animate-spin" aria-hidden />}
      {label}
    </span>
  );
}
