import CodeBlockLowlight from "@tiptap/extension-code-block-lowlight";
import { NodeViewContent, type NodeViewProps, NodeViewWrapper, ReactNodeViewRenderer } from "@tiptap/react";
import bash from "highlight.js/lib/languages/bash";
import css from "highlight.js/lib/languages/css";
import go from "highlight.js/lib/languages/go";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import markdown from "highlight.js/lib/languages/markdown";
import python from "highlight.js/lib/languages/python";
import rust from "highlight.js/lib/languages/rust";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import { createLowlight } from "lowlight";

/** A small set of common languages keeps the editor chunk light; the rest show as plain text. */
export const CODE_LANGUAGES = [
  { id: "bash", label: "Bash", grammar: bash },
  { id: "css", label: "CSS", grammar: css },
  { id: "go", label: "Go", grammar: go },
  { id: "html", label: "HTML", grammar: xml },
  { id: "java", label: "Java", grammar: java },
  { id: "javascript", label: "JavaScript", grammar: javascript },
  { id: "json", label: "JSON", grammar: json },
  { id: "markdown", label: "Markdown", grammar: markdown },
  { id: "python", label: "Python", grammar: python },
  { id: "rust", label: "Rust", grammar: rust },
  { id: "sql", label: "SQL", grammar: sql },
  { id: "typescript", label: "TypeScript", grammar: typescript },
  { id: "yaml", label: "YAML", grammar: yaml },
] as const;

const lowlight = createLowlight(Object.fromEntries(CODE_LANGUAGES.map((l) => [l.id, l.grammar])));
lowlight.registerAlias({ javascript: ["js"], typescript: ["ts"], bash: ["sh", "shell"], python: ["py"], yaml: ["yml"] });

function CodeBlockView({ node, updateAttributes, editor }: NodeViewProps) {
  const language = (node.attrs.language as string | null) ?? "";
  return (
    <NodeViewWrapper className="code-block">
      {editor.isEditable && (
        <select
          contentEditable={false}
          aria-label="Code language"
          value={language}
          onChange={(event) => updateAttributes({ language: event.target.value || null })}
          className="code-block-language print:hidden"
        >
          <option value="">Plain text</option>
          {CODE_LANGUAGES.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
        </select>
      )}
      <pre>
        <NodeViewContent<"code"> as="code" className={language ? `language-${language}` : undefined} />
      </pre>
    </NodeViewWrapper>
  );
}

/** Code blocks highlighted by lowlight, with a language picker; stored as StarterKit's `<pre><code class="language-x">`. */
export const HighlightedCodeBlock = CodeBlockLowlight.extend({
  addNodeView() {
    return ReactNodeViewRenderer(CodeBlockView);
  },
}).configure({ lowlight });
