import { useEffect, useRef, useState } from "react";
import { type Mentionable, RichTextEditor } from "../../../components/editor/rich-text-editor";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { Kbd } from "../../../components/ui/kbd";
import { modKey } from "../../../lib/shortcut-catalogue";
import { isEmptyHtml } from "../lib/html";

type CommentComposerProps = {
  me: Mentionable | undefined;
  /** The viewer's name as shown everywhere, for their avatar. */
  myName?: string;
  mentionables: Mentionable[];
  /** `restore` puts the text back when the post fails, unless something new was typed meanwhile. */
  onSubmit: (html: string, restore: () => void) => void;
};

export function CommentComposer({ me, myName, mentionables, onSubmit }: CommentComposerProps) {
  const [draft, setDraft] = useState("");
  // A fresh editor per comment clears the box reliably, whatever the editor last echoed through onChange.
  const [generation, setGeneration] = useState(0);
  const empty = isEmptyHtml(draft);
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);

  function replaceDraft(html: string) {
    setDraft(html);
    setGeneration((g) => g + 1);
  }

  function submit() {
    if (empty || !me) return;
    const html = draft;
    replaceDraft("");
    onSubmit(html, () => {
      if (isEmptyHtml(draftRef.current)) replaceDraft(html);
    });
  }

  return (
    <div className="flex items-start gap-2">
      <Avatar name={myName ?? me?.display_name ?? "?"} src={me?.avatar} size="md" className="mt-1.5" />
      <div className="min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 py-2 shadow-xs focus-within:border-border-strong">
        <RichTextEditor
          key={generation}
          autoFocus={generation > 0}
          value={draft}
          onChange={setDraft}
          onSubmit={submit}
          mentionables={mentionables}
          placeholder="Add a comment…"
          ariaLabel="Add a comment"
          showToolbar={false}
        />
        <div className="mt-1.5 flex items-center justify-end gap-2">
          <span className="hidden items-center gap-1 text-2xs text-fg-subtle sm:flex">
            <Kbd>{modKey()}</Kbd>
            <Kbd>Enter</Kbd>
          </span>
          <Button size="sm" onClick={submit} disabled={empty || !me}>
            Comment
          </Button>
        </div>
      </div>
    </div>
  );
}
