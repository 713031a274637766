import { nonEmptyTables } from "./catalog";
import { ident, type Queryable } from "./queryable";

/** The target of a restore or a PGlite move already holds Hangar data; nothing was changed. */
export class TargetNotEmptyError extends Error {}

export async function assertNoHangarData(q: Queryable, what: string): Promise<void> {
  const filled = await nonEmptyTables(q);
  if (filled.length === 0) return;
  const shown = filled.slice(0, 5).join(", ") + (filled.length > 5 ? ` and ${filled.length - 5} more` : "");
  throw new TargetNotEmptyError(
    `${what} needs a database without Hangar data, but its tables ${shown} hold rows. Nothing was changed. ` +
      "Use a fresh database (or a fresh DATA_DIR for the embedded one).",
  );
}

/**
 * Removes Hangar's schema from a database whose tables are all empty, so that an older backup can be
 * restored into an instance a newer Hangar has already set up (drizzle cannot migrate down). Objects of
 * extensions and the `public` schema itself, with its owner and grants, stay as they were.
 */
export async function dropHangarSchema(q: Queryable): Promise<void> {
  const notFromExtension = (catalog: string, oid: string) =>
    `not exists (select from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;
  const relations = await q.query<{ name: string; kind: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name, c.relkind::text as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S') and ${notFromExtension("pg_class", "c.oid")}`,
  );
  const routines = await q.query<{ name: string; kind: string }>(
    `select p.oid::regprocedure::text as name, p.prokind::text as kind
       from pg_proc p where p.pronamespace = 'public'::regnamespace and ${notFromExtension("pg_proc", "p.oid")}`,
  );
  const types = await q.query<{ name: string; kind: string }>(
    `select format('%I.%I', 'public', t.typname) as name, t.typtype::text as kind
       from pg_type t left join pg_class c on c.oid = t.typrelid
      where t.typnamespace = 'public'::regnamespace and t.typelem = 0
        and (t.typtype in ('e', 'd', 'r', 'm') or (t.typtype = 'c' and c.relkind = 'c'))
        and ${notFromExtension("pg_type", "t.oid")}`,
  );
  const relationKind: Record<string, string> = {
    r: "table",
    p: "table",
    v: "view",
    m: "materialized view",
    f: "foreign table",
    S: "sequence",
  };
  const routineKind: Record<string, string> = { f: "function", p: "procedure", a: "aggregate", w: "function" };
  const statements = [
    ...relations.map((r) => `drop ${relationKind[r.kind]} if exists ${r.name} cascade`),
    ...routines.map((r) => `drop ${routineKind[r.kind]} if exists ${r.name} cascade`),
    ...types.map((t) => `drop ${t.kind === "d" ? "domain" : "type"} if exists ${t.name} cascade`),
    `drop schema if exists ${ident("drizzle")} cascade`,
  ];
  await q.query("begin");
  try {
    for (const statement of statements) await q.query(statement);
    await q.query("commit");
  } catch (err) {
    await q.query("rollback").catch(() => {});
    throw err;
  }
}
