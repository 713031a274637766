import type { App } from "./types";

/** Replies whose JSON runs past this many characters go out as bytes; smaller ones stay strings. */
export const LARGE_REPLY_CHARS = 16 * 1024;

const isPlain = (v: object) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};
const isNested = (v: unknown) => v !== null && typeof v === "object";

/** A record: no plain object or array inside but arrays of scalars (an issue with its id lists). */
function isRecord(v: object): boolean {
  for (const item of Object.values(v)) {
    if (!isNested(item)) continue;
    if (!Array.isArray(item) || item.some(isNested)) return false;
  }
  return true;
}

/**
 * JSON.stringify's text, as UTF-8 bytes when it is large. V8 hands a big JSON.stringify result back as a
 * rope; encoding it flattens the whole rope first, which cost ~2.5 ms on a 400 KB page of issues (more
 * than producing it). Walking the containers and stringifying each record on its own keeps every piece
 * small and cheap to encode: the same page takes ~1.5 ms in all. The text is JSON.stringify's exactly
 * (a test holds them to each other).
 */
export function jsonReply(value: unknown): string | Buffer {
  const parts: Buffer[] = [];
  let pending = "";
  const walk = (v: unknown) => {
    // Scalars, records, and objects with their own idea of themselves (toJSON, a class) are stringified
    // whole. undefined, functions and symbols give "null" in an array; objects skip them before here.
    if (
      !isNested(v) ||
      typeof (v as { toJSON?: unknown }).toJSON === "function" ||
      !(Array.isArray(v) || isPlain(v)) ||
      isRecord(v)
    ) {
      pending += JSON.stringify(v) ?? "null";
    } else if (Array.isArray(v)) {
      pending += "[";
      for (let i = 0; i < v.length; i++) {
        if (i > 0) pending += ",";
        walk(v[i]);
      }
      pending += "]";
    } else {
      pending += "{";
      let first = true;
      for (const [key, item] of Object.entries(v)) {
        if (item === undefined || typeof item === "function" || typeof item === "symbol") continue;
        pending += `${first ? "" : ","}${JSON.stringify(key)}:`;
        first = false;
        walk(item);
      }
      pending += "}";
    }
    if (pending.length > 8192) {
      parts.push(Buffer.from(pending));
      pending = "";
    }
  };
  walk(value);
  if (parts.length === 0 && pending.length <= LARGE_REPLY_CHARS) return pending;
  if (pending) parts.push(Buffer.from(pending));
  return Buffer.concat(parts);
}

/**
 * Serializes every reply with jsonReply. Fastify types a serializer's result as a string, but sends a
 * Buffer as it is (with its length as content-length), which is the point. Call it before routes are
 * added (each route copies the serializer); it also takes precedence over response schemas, which the
 * API does not declare.
 */
export function serializeRepliesAsJson(app: App) {
  app.setReplySerializer((payload) => jsonReply(payload) as string);
}
