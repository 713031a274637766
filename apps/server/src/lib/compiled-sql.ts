import { createHash } from "node:crypto";
import { fillPlaceholders, is, Param, Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** A statement as Drizzle compiles it: text with $1…$n placeholders, and their values in order. */
export type CompiledSql = { sql: string; params: unknown[] };

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

/**
 * How many statement texts a process prepares by name (each pooled connection then keeps their plans):
 * enough for the lists a team opens all day, few enough that a connection's plan cache stays small.
 */
const MAX_NAMED_STATEMENTS = 64;
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known || statementNames.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `hangar_${createHash("sha1").update(text).digest("base64url").slice(0, 27)}`;
  statementNames.set(text, name);
  return name;
}

/** Drizzle's session (node-postgres), which prepares a query from its text, with or without row mapping. */
type PreparingSession = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: unknown,
  ): { joinsNotNullableMap?: unknown; execute(values?: Record<string, unknown>): Promise<unknown> };
};

const sessionOf = (db: Db) => (db as unknown as { session: PreparingSession }).session;

/**
 * Runs a compiled statement that is asked again and again (an issue list's) as a named prepared
 * statement: each connection parses it once, and PostgreSQL may keep a generic plan for it instead of
 * planning every run, which cost as much as running a board's query. Through Drizzle's own session, so
 * rows come back as db.execute gives them (its type parsers).
 */
export async function executeCompiled<T>(db: Db, compiled: CompiledSql): Promise<T[]> {
  const result = await sessionOf(db).prepareQuery(compiled, undefined, statementName(compiled.sql), false).execute();
  return (result as { rows: T[] }).rows;
}

/** A statement compiled to its text and parameters (placeholders left in the parameters). */
export function compileSql(db: Db, statement: SQL): CompiledSql {
  const dialect = (db as unknown as { dialect: { sqlToQuery(s: SQL): CompiledSql } }).dialect;
  return dialect.sqlToQuery(statement);
}

/** A query builder once Drizzle has compiled it: text, parameters (placeholders left in) and row mapping. */
type ShapedQuery = {
  sql: string;
  params: unknown[];
  fields: unknown;
  arrayMode: boolean;
  mapper: unknown;
  joinsNotNullableMap: unknown;
};

/** What a Drizzle prepared query holds (node-postgres driver), read once per shape. */
type PreparedInternals = {
  queryString: string;
  params: unknown[];
  fields?: unknown;
  _isResponseInArrayMode: boolean;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
};

/** A Drizzle query builder that can be prepared (select, insert, update and delete builders). */
export type Preparable = { prepare(name: string): unknown };

/**
 * A placeholder standing for a column's value is encoded by the column when filled, a null too (which a
 * timestamp's encoder cannot take); a statement built with the value leaves a null as it is. So here.
 */
function nullSafe(param: unknown): unknown {
  if (!is(param, Param) || !is(param.value, Placeholder)) return param;
  const encoder = param.encoder;
  return new Param(param.value, {
    mapToDriverValue: (value: unknown) => (value === null || value === undefined ? value : encoder.mapToDriverValue(value)),
  });
}

/** Shapes compiled so far; a shape is one statement text, so they are few (the bound guards a mistake). */
const shapes = boundedMemo<ShapedQuery>(256);

/**
 * Runs a statement of a hot write path that Drizzle builds only the first time its `shape` is asked:
 * `build` writes sql.placeholder(name) wherever a value goes, and `values` fills them for this run
 * (through the column's own encoding where a placeholder stands for a column's value). Building a
 * statement of a few WITHs walks hundreds of Drizzle chunks, which cost the server more than the
 * database spent running it. `shape` must name everything that changes the text (which columns are
 * given, which clauses are present), never a value. The statement is prepared by name, and its rows
 * come back mapped as the builder's own would.
 */
export async function runShaped<T>(
  db: Db,
  shape: string,
  build: (db: Db) => Preparable,
  values: Record<string, unknown>,
): Promise<T[]> {
  let query = shapes.get(shape);
  if (!query) {
    const prepared = build(db).prepare("shape") as PreparedInternals;
    query = {
      sql: prepared.queryString,
      params: prepared.params.map(nullSafe),
      fields: prepared.fields,
      arrayMode: prepared._isResponseInArrayMode,
      mapper: prepared.customResultMapper,
      joinsNotNullableMap: prepared.joinsNotNullableMap,
    };
    shapes.set(shape, query);
  }
  const statement = sessionOf(db).prepareQuery(
    { sql: query.sql, params: query.params },
    query.fields,
    statementName(query.sql),
    query.arrayMode,
    query.mapper,
  );
  statement.joinsNotNullableMap = query.joinsNotNullableMap;
  return (await statement.execute(values)) as T[];
}

/** `{ key: sql.placeholder(prefix + key) }` for each key: the values of a shaped statement's row. */
export function placeholdersFor(keys: readonly string[], prefix = ""): Record<string, Placeholder<string>> {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${prefix}${key}`)]));
}

/** Compiled SQL statements by shape (runShapedSql). */
const sqlShapes = boundedMemo<CompiledSql>(256);

/**
 * runShaped for a statement written with sql``: built and compiled the first time `shape` is asked, run
 * again by name with this call's `values` for its placeholders; rows come back as db.execute gives them.
 */
export async function runShapedSql<T>(db: Db, shape: string, build: () => SQL, values: Record<string, unknown>): Promise<T[]> {
  let compiled = sqlShapes.get(shape);
  if (!compiled) {
    const built = compileSql(db, build());
    compiled = { sql: built.sql, params: built.params.map(nullSafe) };
    sqlShapes.set(shape, compiled);
  }
  return executeCompiled<T>(db, { sql: compiled.sql, params: fillPlaceholders(compiled.params, values) });
}
