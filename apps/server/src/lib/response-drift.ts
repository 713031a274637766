import type { z } from "zod";

function describePath(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join(".") : "(the reply)";
}

/** The first key the client would receive that the schema's output does not have (zod drops undeclared keys). */
function undeclaredKey(sent: unknown, parsed: unknown, path: string[]): string | null {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    for (let i = 0; i < sent.length; i++) {
      const found = undeclaredKey(sent[i], parsed[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (sent && typeof sent === "object" && parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
    for (const [key, value] of Object.entries(sent)) {
      if (!(key in parsed)) return describePath([...path, key]);
      const found = undeclaredKey(value, (parsed as Record<string, unknown>)[key], [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Why a reply does not match its response schema, or null when it does: the reply as the client reads it
 * (after JSON) must parse, and carry no field the schema leaves out. Checked in tests and development only.
 */
export function responseDrift(schema: z.ZodType, payload: unknown): string | null {
  const sent: unknown = payload === undefined ? undefined : JSON.parse(JSON.stringify(payload));
  const result = schema.safeParse(sent);
  if (!result.success) {
    const issue = result.error.issues[0];
    return issue ? `${describePath(issue.path)}: ${issue.message}` : "it does not parse";
  }
  const extra = undeclaredKey(sent, result.data, []);
  return extra ? `${extra} is not in the response schema` : null;
}
