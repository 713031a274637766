import {
  advanceSequences,
  type Column,
  countRows,
  listTables,
  readSequenceStates,
  type SequenceState,
  type TableCount,
  type TableInfo,
} from "./catalog";
import { ident, type Queryable, tableRef } from "./queryable";

/** Rows per FETCH: small enough that a few wide rows (long descriptions) stay a few megabytes. */
const FETCH_ROWS = 200;
/** A batch closes at whichever comes first; it is one INSERT and, in a backup, one line. */
const BATCH_ROWS = 2000;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * json and jsonb values travel as their text, inside a JSON string: as plain JSON a JSON `null` would
 * come back as SQL NULL, and populating a json column would parse (and reject some of) what it stores.
 */
const travelsAsText = (type: string) => /^jsonb?(\[\])*$/.test(type);

/**
 * Every row of `table` as JSON arrays of row objects (row_to_json of its non-generated columns), a batch
 * at a time through a cursor so that no table is ever held whole. Must run inside a transaction (the
 * cursor's, and the snapshot that keeps all tables consistent with each other).
 */
export async function* readBatches(q: Queryable, table: TableInfo): AsyncGenerator<{ json: string; rows: number }> {
  const cursor = "hangar_transfer";
  // Columns are qualified (t."x"): a bare name could be taken for the row alias or the other way round.
  const columns = table.columns
    .map((c) => (travelsAsText(c.type) ? `t.${ident(c.name)}::text as ${ident(c.name)}` : `t.${ident(c.name)}`))
    .join(", ");
  await q.query(
    `declare ${cursor} no scroll cursor for select row_to_json(r.*)::text as r from (select ${columns} from ${tableRef(table.name)} t) r`,
  );
  try {
    let pending: string[] = [];
    let bytes = 0;
    for (;;) {
      const rows = await q.query<{ r: string }>(`fetch forward ${FETCH_ROWS} from ${cursor}`);
      for (const { r } of rows) {
        pending.push(r);
        bytes += r.length;
      }
      const done = rows.length < FETCH_ROWS;
      if (pending.length > 0 && (done || pending.length >= BATCH_ROWS || bytes >= BATCH_BYTES)) {
        yield { json: `[${pending.join(",")}]`, rows: pending.length };
        pending = [];
        bytes = 0;
      }
      if (done) return;
    }
  } finally {
    // After a failed statement the transaction is aborted and closing fails too; the first error counts.
    await q.query(`close ${cursor}`).catch(() => {});
  }
}

/**
 * Opens the load transaction on the target. Replica mode turns off triggers and foreign-key checks: the
 * data already holds what the triggers made (e.g. issues.label_ids), and tables can go in any order.
 */
export async function beginLoad(q: Queryable): Promise<void> {
  await q.query("begin");
  try {
    await q.query("set local session_replication_role = replica");
  } catch (err) {
    await q.query("rollback").catch(() => {});
    if ((err as { code?: string }).code !== "42501") throw err;
    const [{ role }] = await q.query<{ role: string }>("select current_user::text as role");
    throw new Error(
      `Loading data needs to set session_replication_role, which the database role "${role}" may not do. ` +
        `Connect as a superuser, or (PostgreSQL 15+) run: GRANT SET ON PARAMETER session_replication_role TO ${ident(role)};`,
    );
  }
}

/** Fails as beginLoad would, before anything is changed, when the role may not load data. */
export async function assertCanLoad(q: Queryable): Promise<void> {
  await beginLoad(q);
  await q.query("rollback");
}

/**
 * Inserts one batch of rows carrying `columns` (as the source had them) into `into`, whose column types
 * it is parsed as; columns the batch lacks take their defaults.
 */
export async function insertBatch(q: Queryable, into: TableInfo, columns: Column[], json: string): Promise<void> {
  const targetType = new Map(into.columns.map((c) => [c.name, c.type]));
  const declared = columns.map((c) => `${ident(c.name)} ${travelsAsText(c.type) ? "text" : targetType.get(c.name)}`);
  const values = columns.map((c) => `x.${ident(c.name)}${travelsAsText(c.type) ? `::${targetType.get(c.name)}` : ""}`);
  await q.query(
    `insert into ${tableRef(into.name)} (${columns.map((c) => ident(c.name)).join(", ")}) overriding system value
     select ${values.join(", ")} from json_to_recordset($1::json) as x(${declared.join(", ")})`,
    [json],
  );
}

/** Throws unless every table of the target holds exactly the rows the source had. */
export function assertCountsMatch(expected: TableCount[], actual: TableCount[]): void {
  const got = new Map(actual.map((c) => [c.table, c.rows]));
  const wrong = expected.filter((c) => got.get(c.table) !== c.rows);
  if (wrong.length > 0)
    throw new Error(
      `Row counts differ after the copy: ${wrong.map((c) => `${c.table} ${c.rows} → ${got.get(c.table) ?? "missing"}`).join(", ")}`,
    );
}

/**
 * Copies every table of `source` into the already migrated, empty `target`, in one target transaction
 * that commits only if every table's row count matches the source's (so a failure leaves it empty).
 * `source` must be inside a snapshot transaction.
 */
export async function copyTables(source: Queryable, target: Queryable): Promise<TableCount[]> {
  const tables = await listTables(source);
  const targetTables = new Map((await listTables(target)).map((t) => [t.name, t]));
  const expected: TableCount[] = [];
  const sequences = new Map<string, SequenceState[]>();
  for (const table of tables) {
    expected.push({ table: table.name, rows: await countRows(source, table.name) });
    sequences.set(table.name, await readSequenceStates(source, table));
  }
  await beginLoad(target);
  try {
    for (const table of tables) {
      const into = targetTable(targetTables, table);
      for await (const batch of readBatches(source, table)) await insertBatch(target, into, table.columns, batch.json);
      await advanceSequences(target, into, sequences.get(table.name) ?? []);
    }
    const actual: TableCount[] = [];
    for (const table of tables) actual.push({ table: table.name, rows: await countRows(target, table.name) });
    assertCountsMatch(expected, actual);
    await target.query("commit");
    return actual;
  } catch (err) {
    await target.query("rollback").catch(() => {});
    throw err;
  }
}

const columnsOf = (table: TableInfo) => table.columns.map((c) => c.name);

/** The target's table of the same name, which must have every column the source's rows carry. */
export function targetTable(targetTables: Map<string, TableInfo>, source: Pick<TableInfo, "name" | "columns">): TableInfo {
  const target = targetTables.get(source.name);
  if (!target) throw new Error(`The target database has no table "${source.name}" (are both at the same migration?)`);
  const have = new Set(columnsOf(target));
  const missing = source.columns.filter((c) => !have.has(c.name)).map((c) => c.name);
  if (missing.length > 0)
    throw new Error(
      `The target table "${source.name}" lacks the columns ${missing.join(", ")} (are both at the same migration?)`,
    );
  return target;
}
