import { IssueEmbed, issueEmbedText } from "@hangar/editor";
import type { ResolvedPos } from "@tiptap/pm/model";
import { PluginKey } from "@tiptap/pm/state";
import { type Editor, Extension, type NodeViewProps, NodeViewWrapper, type Range, ReactNodeViewRenderer } from "@tiptap/react";
import Suggestion, { type SuggestionMatch, type SuggestionOptions } from "@tiptap/suggestion";
import { useContext } from "react";
import { EditorHostContext, type IssueOption } from "../editor-host";

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
export function findIssueQuery($position: ResolvedPos, keys: () => string[]): SuggestionMatch {
  if (!$position.parent.isTextblock) return null;
  const before = $position.parent.textBetween(0, $position.parentOffset, undefined, "\ufffc");
  const hash = HASH_RE.exec(before);
  const typedKey = hash ? null : KEY_RE.exec(before);
  const text = hash ? `#${hash[1]}` : typedKey?.[1];
  if (!text) return null;
  // A typed key opens the picker only when it starts a known issue's key (not on any "COVID-19").
  if (typedKey && !keys().some((k) => k.toLowerCase().startsWith(text.toLowerCase()))) return null;
  const to = $position.pos;
  return { range: { from: to - text.length, to }, query: hash ? hash[1] : text, text };
}

export function matchIssues(options: IssueOption[], query: string, limit = 8): IssueOption[] {
  const q = query.trim().toLowerCase();
  return options.filter((o) => !q || o.key.toLowerCase().startsWith(q) || o.name.toLowerCase().includes(q)).slice(0, limit);
}

type Options = {
  options: () => IssueOption[];
  render: SuggestionOptions<IssueOption, IssueOption>["render"];
};

/** `#` or a typed issue key opens a picker of issues; choosing one embeds it. */
export const IssueSuggestion = Extension.create<Options>({
  name: "issueSuggestion",
  addOptions: () => ({ options: () => [], render: undefined }),
  addProseMirrorPlugins() {
    const { options } = this.options;
    return [
      Suggestion<IssueOption, IssueOption>({
        editor: this.editor,
        pluginKey: ISSUE_SUGGESTION_KEY,
        char: "#",
        findSuggestionMatch: ({ $position }) =>
          options().length ? findIssueQuery($position, () => options().map((o) => o.key)) : null,
        items: ({ query }) => matchIssues(options(), query),
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
