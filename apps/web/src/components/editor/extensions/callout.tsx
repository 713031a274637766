import { CALLOUT_COLORS, CALLOUT_EMOJIS, Callout, type CalloutColor } from "@hangar/editor";
import { NodeViewContent, type NodeViewProps, NodeViewWrapper, ReactNodeViewRenderer } from "@tiptap/react";
import { useState } from "react";
import { cn } from "../../../lib/cn";

function CalloutView({ node, updateAttributes, editor }: NodeViewProps) {
  const [open, setOpen] = useState(false);
  const emoji = node.attrs.emoji as string;
  const color = node.attrs.color as CalloutColor;
  return (
    <NodeViewWrapper data-type="callout" data-color={color} className="callout">
      <div contentEditable={false} className="callout-icon">
        {editor.isEditable ? (
          <button
            type="button"
            aria-label="Callout icon and colour"
            aria-expanded={open}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setOpen((v) => !v)}
          >
            {emoji}
          </button>
        ) : (
          <span aria-hidden>{emoji}</span>
        )}
        {open && (
          <div role="dialog" aria-label="Callout style" className="callout-menu">
            <div className="flex flex-wrap gap-0.5">
              {CALLOUT_EMOJIS.map((e) => (
                <button
                  key={e}
                  type="button"
                  aria-label={`Icon ${e}`}
                  aria-pressed={e === emoji}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => updateAttributes({ emoji: e })}
                  className="size-7 rounded hover:bg-surface-hover"
                >
                  {e}
                </button>
              ))}
            </div>
            <div className="mt-1 flex gap-1">
              {CALLOUT_COLORS.map((c) => (
                <button
                  key={c}
                  type="button"
                  aria-label={`Colour ${c}`}
                  aria-pressed={c === color}
                  data-color={c}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    updateAttributes({ color: c });
                    setOpen(false);
                  }}
                  className={cn("callout-swatch size-5 rounded-full border border-border", c === color && "ring-2 ring-accent")}
                />
              ))}
            </div>
          </div>
        )}
      </div>
      <NodeViewContent className="callout-content" />
    </NodeViewWrapper>
  );
}

/** The shared callout node with a picker for its icon and colour. */
export const EditableCallout = Callout.extend({
  addNodeView() {
    return ReactNodeViewRenderer(CalloutView);
  },
});
