import { SEARCH_DEBOUNCE_MS } from "@hangar/contracts";
import { IssueEmbed, issueEmbedText } from "@hangar/editor";
import type { ResolvedPos } from "@tiptap/pm/model";
import { PluginKey } from "@tiptap/pm/state";
import { type Editor, Extension, type NodeViewProps, NodeViewWrapper, type Range, ReactNodeViewRenderer } from "@tiptap/react";
import Suggestion, { type SuggestionMatch, type SuggestionOptions } from "@tiptap/suggestion";
import { useContext } from "react";
import { EditorHostContext, type EditorIssues, type IssueOption } from "../editor-host";

function IssueEmbedView({ node, selected }: NodeViewProps) {
  const { issues } = useContext(EditorHostContext);
  const attrs = node.attrs as { id: string; projectId: string; key: string | null; name: string | null };
  return (
    <NodeViewWrapper as="span" className="issue-embed" data-selected={selected || undefined}>
      {issues ? (
        <issues.Chip id={attrs.id} projectId={attrs.projectId} issueKey={attrs.key} name={attrs.name} />
      ) : (
        <span className="issue-embed-fallback">{issueEmbedText(attrs)}</span>
      )}
    </NodeViewWrapper>
  );
}

/** The shared issue embed, shown as a live chip of the issue (its current state and name). */
export const EditableIssueEmbed = IssueEmbed.extend({
  addNodeView() {
    return ReactNodeViewRenderer(IssueEmbedView, { as: "span" });
  },
});

export const ISSUE_SUGGESTION_KEY = new PluginKey("issueSuggestion");

const KEY_RE = /(?:^|\s)([A-Za-z][A-Za-z0-9]{0,11}-\d+)$/;
const HASH_RE = /(?:^|\s)#([^\s#]*)$/;

/** The "#query" or "KEY-12" the cursor ends, when it names something to pick. */
export function findIssueQuery($position: ResolvedPos, keyPrefix: string | null): SuggestionMatch {
  if (!$position.parent.isTextblock) return null;
  const before = $position.parent.textBetween(0, $position.parentOffset, undefined, "\ufffc");
  const hash = HASH_RE.exec(before);
  const typedKey = hash ? null : KEY_RE.exec(before);
  const text = hash ? `#${hash[1]}` : typedKey?.[1];
  if (!text) return null;
  // A typed key opens the picker only when it is one of the project's keys (not on any "COVID-19").
  if (typedKey && (!keyPrefix || !text.toUpperCase().startsWith(`${keyPrefix.toUpperCase()}-`))) return null;
  const to = $position.pos;
  return { range: { from: to - text.length, to }, query: hash ? hash[1] : text, text };
}

/** The most issues the picker lists. */
const PICKER_LIMIT = 8;

type Options = {
  /** The host's issues, read when the user types (the host may change after the editor is built). */
  issues: () => Pick<EditorIssues, "search" | "keyPrefix"> | undefined;
  render: SuggestionOptions<IssueOption, IssueOption>["render"];
};

/** `#` or a typed issue key opens a picker of issues; choosing one embeds it. */
export const IssueSuggestion = Extension.create<Options>({
  name: "issueSuggestion",
  addOptions: () => ({ issues: () => undefined, render: undefined }),
  addProseMirrorPlugins() {
    const { issues } = this.options;
    return [
      Suggestion<IssueOption, IssueOption>({
        editor: this.editor,
        pluginKey: ISSUE_SUGGESTION_KEY,
        char: "#",
        findSuggestionMatch: ({ $position }) => {
          const host = issues();
          return host ? findIssueQuery($position, host.keyPrefix) : null;
        },
        // Asked of the server once typing pauses; an answer to an older query is dropped (its signal aborts).
        debounce: SEARCH_DEBOUNCE_MS,
        items: async ({ query, signal }) => {
          const host = issues();
          if (!host) return [];
          const hits = await host.search(query, signal).catch(() => []);
          return hits.slice(0, PICKER_LIMIT);
        },
        command: ({ editor, range, props }: { editor: Editor; range: Range; props: IssueOption }) => {
          editor
            .chain()
            .focus()
            .insertContentAt(range, [
              { type: "issueEmbed", attrs: { id: props.id, projectId: props.projectId, key: props.key, name: props.name } },
              { type: "text", text: " " },
            ])
            .run();
        },
        render: this.options.render,
      }),
    ];
  },
});
