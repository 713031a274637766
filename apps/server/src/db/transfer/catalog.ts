import { ident, type Queryable, tableRef } from "./queryable";

export type Column = { name: string; type: string };
/** A sequence feeding a column (serial or identity), by its schema-qualified, quoted name. */
export type OwnedSequence = { column: string; sequence: string };
export type TableInfo = { name: string; columns: Column[]; sequences: OwnedSequence[] };
/** A sequence's state on the source; its target gets at least this far so no id is handed out twice. */
export type SequenceState = { column: string; last_value: string; is_called: boolean };
export type TableCount = { table: string; rows: number };

/**
 * Hangar's tables: every ordinary or partitioned table of `public` (a partition's rows are read and
 * written through its parent). Generated columns are left out: the target computes them itself and
 * refuses values for them.
 */
export async function listTables(q: Queryable): Promise<TableInfo[]> {
  const columns = await q.query<{ table: string; column: string; type: string }>(
    `select c.relname::text as "table", a.attname::text as "column", format_type(a.atttypid, a.atttypmod) as "type"
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname collate "C", a.attnum`,
  );
  const sequences = await q.query<{ table: string; column: string; sequence: string }>(
    `select t.relname::text as "table", a.attname::text as "column", format('%I.%I', sn.nspname, s.relname) as "sequence"
       from pg_depend d
       join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_namespace sn on sn.oid = s.relnamespace
       join pg_class t on t.oid = d.refobjid
       join pg_namespace n on n.oid = t.relnamespace
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
        and d.deptype in ('a', 'i') and n.nspname = 'public'`,
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], sequences: [] };
    tables.set(row.table, table);
    table.columns.push({ name: row.column, type: row.type });
  }
  for (const row of sequences) tables.get(row.table)?.sequences.push({ column: row.column, sequence: row.sequence });
  return [...tables.values()];
}

export async function countRows(q: Queryable, table: string): Promise<number> {
  const [row] = await q.query<{ n: string }>(`select count(*)::text as n from ${tableRef(table)}`);
  return Number(row.n);
}

/** The tables of `public` holding at least one row (the drizzle bookkeeping lives in its own schema). */
export async function nonEmptyTables(q: Queryable): Promise<string[]> {
  const found: string[] = [];
  for (const table of await listTables(q)) {
    const [row] = await q.query<{ any: boolean }>(`select exists (select from ${tableRef(table.name)}) as "any"`);
    if (row.any) found.push(table.name);
  }
  return found;
}

export async function readSequenceStates(q: Queryable, table: TableInfo): Promise<SequenceState[]> {
  const states: SequenceState[] = [];
  for (const { column, sequence } of table.sequences) {
    const [row] = await q.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text as last_value, is_called from ${sequence}`,
    );
    states.push({ column, last_value: row.last_value, is_called: row.is_called });
  }
  return states;
}

/**
 * Moves each of the target table's sequences past every id in use: to the larger of the column's
 * maximum and the source sequence's position (ids of deleted rows were handed out too, and clients may
 * remember them, e.g. the last event id a socket saw).
 */
export async function advanceSequences(q: Queryable, table: TableInfo, source: SequenceState[]): Promise<void> {
  for (const { column, sequence } of table.sequences) {
    const [row] = await q.query<{ max: string | null }>(`select max(${ident(column)})::text as max from ${tableRef(table.name)}`);
    const known = source.find((s) => s.column === column);
    const candidates = [row.max, known?.is_called ? known.last_value : null].filter((v): v is string => v !== null);
    if (candidates.length > 0) {
      const highest = candidates.map(BigInt).reduce((a, b) => (a > b ? a : b));
      await q.query("select setval($1::regclass, $2::bigint, true)", [sequence, highest.toString()]);
    } else if (known) {
      await q.query("select setval($1::regclass, $2::bigint, false)", [sequence, known.last_value]);
    }
  }
}

export const totalRows = (counts: TableCount[]) => counts.reduce((sum, c) => sum + c.rows, 0);
