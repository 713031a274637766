import { type SQL, type SQLChunk, sql } from "drizzle-orm";

/** A statement as Drizzle compiles it: text with $1…$n placeholders, and their values in order. */
export type CompiledSql = { sql: string; params: unknown[] };

const PLACEHOLDER = /\$(\d+)/g;

/**
 * Whether compiled text can be taken apart at its placeholders: exactly $1…$n, in order, one per value.
 * A `$` followed by digits inside a literal would break that, and such a statement is not cached.
 */
export function splitsCleanly(compiled: CompiledSql): boolean {
  let expected = 1;
  for (const match of compiled.sql.matchAll(PLACEHOLDER)) {
    if (Number(match[1]) !== expected) return false;
    expected++;
  }
  return expected - 1 === compiled.params.length;
}

/**
 * Compiled text back into a Drizzle SQL of a few chunks, so a cached statement runs through the same
 * driver path as a built one (type parsers, PGlite or pg) without building it again.
 */
export function fromCompiled(compiled: CompiledSql): SQL {
  const parts = compiled.sql.split(PLACEHOLDER);
  const chunks: SQLChunk[] = [];
  for (let i = 0; i < parts.length; i++) {
    chunks.push(i % 2 === 1 ? sql.param(compiled.params[Number(parts[i]) - 1]) : sql.raw(parts[i] as string));
  }
  return sql.join(chunks);
}

/**
 * A bounded memo: the most recently used `capacity` entries are kept (a Map iterates in insertion
 * order, so re-inserting on use makes its first key the least recently used).
 */
export function boundedMemo<V>(capacity: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V): void {
      entries.set(key, value);
      if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}
