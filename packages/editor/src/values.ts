/**
 * The document's values, without the schema (no Tiptap): what the server's sanitizer checks against, so
 * it need not load the editor at start (`@hangar/editor/values`).
 */
export const CALLOUT_COLORS = ["gray", "blue", "green", "yellow", "red", "purple"] as const;
export type CalloutColor = (typeof CALLOUT_COLORS)[number];
export const CALLOUT_EMOJIS = ["💡", "ℹ️", "⚠️", "✅", "❗", "📌", "🔥", "📝"] as const;
export const DEFAULT_CALLOUT = { emoji: "💡", color: "blue" as CalloutColor };
