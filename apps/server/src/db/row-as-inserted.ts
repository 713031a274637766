import { getTableColumns, getTableName, is, SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * The row an insert of `values` will write, known before the database answers: each column not given
 * takes its literal default, or null. A column whose default the database computes (now(), a uuid, an
 * expression) must be given, so that the row said here is the row written; that is checked, not assumed.
 */
export function rowAsInserted<T extends PgTable>(table: T, values: Partial<T["$inferSelect"]>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const given = (values as Record<string, unknown>)[key];
    if (given !== undefined) row[key] = given;
    else if (column.default !== undefined && !is(column.default, SQL)) row[key] = column.default;
    else if (!column.hasDefault && !column.notNull) row[key] = null;
    else throw new Error(`${getTableName(table)}.${key}: the database would choose its value; give it`);
  }
  return row as T["$inferSelect"];
}
