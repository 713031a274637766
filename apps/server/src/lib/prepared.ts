import type { Db } from "../db/client";

/**
 * A statement built once per database handle and prepared under a name, so PostgreSQL parses and
 * plans it once per connection instead of on every request: for the session and access lookups that
 * open nearly every request, planning cost more than running them.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
