/** logo_props as stored: `{in_use: "emoji", emoji: {value}}`; an empty object means no logo. */
export function emojiOf(logoProps: Record<string, unknown> | null | undefined): string {
  if (logoProps?.in_use !== "emoji") return "";
  const emoji = logoProps.emoji as { value?: unknown } | undefined;
  return typeof emoji?.value === "string" ? emoji.value : "";
}

export function logoPropsFor(emoji: string): Record<string, unknown> {
  return emoji ? { in_use: "emoji", emoji: { value: emoji } } : {};
}
