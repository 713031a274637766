import Collaboration from "@tiptap/extension-collaboration";
import CollaborationCaret from "@tiptap/extension-collaboration-caret";
import { CloudOff, Loader2, Lock, Radio } from "lucide-react";
import { useState } from "react";
import type { EditorIssues, Mentionable, UploadImage } from "../../../components/editor";
import { Avatar, colorFor } from "../../../components/ui/avatar";
import type { LiveMode, Peer, usePageLive } from "../api/use-page-live";
import { CaretInEmptyBlock } from "../lib/caret-in-empty-block";
import { PageEditor } from "./page-body";
import "./page-live.css";

type Session = NonNullable<ReturnType<typeof usePageLive>["session"]>;

type LiveBodyProps = {
  session: Session;
  userName: string;
  html: string;
  editable: boolean;
  mentionables: Mentionable[];
  onChange: (html: string) => void;
  uploadImage?: UploadImage;
  issues?: EditorIssues;
};

/** The page's editor bound to the shared document: everyone's typing, and their carets with their names. */
export function PageLiveBody({ session, userName, html, editable, mentionables, onChange, uploadImage, issues }: LiveBodyProps) {
  // Built once per session: the editor is made once, with the extensions it was given.
  const [extensions] = useState(() => [
    Collaboration.configure({ document: session.doc }),
    CollaborationCaret.configure({ provider: session.provider, user: { name: userName, color: colorFor(userName) } }),
    CaretInEmptyBlock,
  ]);
  return (
    <PageEditor
      collaboration={extensions}
      value={html}
      onChange={onChange}
      editable={editable}
      mentionables={mentionables}
      uploadImage={uploadImage}
      issues={issues}
    />
  );
}

const STATUS: Record<LiveMode, { label: string; hint: string }> = {
  connecting: { label: "Connecting…", hint: "Joining the page's live session" },
  live: { label: "Live", hint: "Changes reach everyone on this page as you type" },
  offline: {
    label: "Offline",
    hint: "Live editing can't connect: your changes are saved to the server, and merge in when it reconnects",
  },
  refused: { label: "Not live", hint: "The live session refused this page: changes are saved to the server" },
  lost: { label: "No access", hint: "You no longer have access to this page" },
};

/** Whether the editor is live, and what happens to changes when it is not. */
export function LiveStatus({ mode, readOnly }: { mode: LiveMode; readOnly: boolean }) {
  const { label, hint } = STATUS[mode];
  const icon =
    mode === "connecting" ? (
      <Loader2 className="size-3.5 animate-spin" aria-hidden />
    ) : mode === "live" ? (
      readOnly ? (
        <Lock className="size-3.5" aria-hidden />
      ) : (
        <Radio className="size-3.5 text-success" aria-hidden />
      )
    ) : (
      <CloudOff className="size-3.5 text-warning" aria-hidden />
    );
  return (
    <span
      role="status"
      aria-label={`Live editing: ${label}`}
      title={hint}
      className="flex items-center gap-1 text-xs text-fg-muted"
    >
      {icon}
      {mode === "live" && readOnly ? "Read-only" : label}
    </span>
  );
}

const MAX_SHOWN = 5;

/** Who else has the page open: one avatar per person (in their caret's colour), the rest counted. */
export function PagePeers({ peers }: { peers: Peer[] }) {
  const people = [...new Map(peers.map((p) => [p.name, p])).values()];
  if (people.length === 0) return null;
  const shown = people.slice(0, MAX_SHOWN);
  const names = people.map((p) => p.name).join(", ");
  return (
    <ul aria-label={`Also on this page: ${names}`} title={names} className="flex items-center -space-x-1">
      {shown.map((p) => (
        <li key={p.name} className="rounded-full ring-2" style={{ ["--tw-ring-color" as string]: p.color }}>
          <Avatar name={p.name} label={p.name} size="sm" />
        </li>
      ))}
      {people.length > MAX_SHOWN && <li className="pl-2 text-xs text-fg-muted">+{people.length - MAX_SHOWN}</li>}
    </ul>
  );
}

/** What the editor says when it is not live. */
export function LiveNotice({ mode }: { mode: LiveMode }) {
  if (mode !== "offline" && mode !== "refused" && mode !== "lost") return null;
  return (
    <p role="note" className="mb-3 rounded-md border border-border bg-bg-subtle px-3 py-2 text-xs text-fg-muted">
      {STATUS[mode].hint}.
    </p>
  );
}
