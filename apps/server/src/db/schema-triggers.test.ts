import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getTestContext } from "../test/harness";
import { functions, triggers } from "./schema/triggers";

/** SQL text as compared: no identifier quotes, no schema prefix, one space between words, no final `;`. */
const normalize = (text: string) =>
  text
    .replace(/"/g, "")
    .replace(/\bpublic\./g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*;\s*$/, "")
    .trim();

/** A function's body: what sits between its dollar quotes. */
const bodyOf = (statement: string) => {
  const body = /\$(\w*)\$([\s\S]*)\$\1\$/.exec(statement)?.[2];
  if (body === undefined) throw new Error(`no $$ body in: ${statement.slice(0, 80)}`);
  return body;
};

type Row = { name: string; definition: string };

async function catalog() {
  const { app } = await getTestContext();
  const rows = async (query: ReturnType<typeof sql>) => ((await app.db.execute(query)) as unknown as { rows: Row[] }).rows;
  // The app's own functions: extensions' (if one is ever installed in the schema) are theirs, not ours.
  const liveFunctions = await rows(sql`
    select p.proname as name, p.prosrc as definition
    from pg_proc p
    where p.pronamespace = current_schema()::regnamespace
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by 1`);
  // Constraint triggers PostgreSQL makes for foreign keys are internal; every other trigger is hand-made.
  const liveTriggers = await rows(sql`
    select t.tgname as name, pg_get_triggerdef(t.oid) as definition
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal
    order by 1`);
  return { liveFunctions, liveTriggers };
}

describe("hand-made functions and triggers (db/schema/triggers.ts)", () => {
  it("the database has exactly the functions declared, with the declared bodies", async () => {
    const { liveFunctions } = await catalog();
    expect(liveFunctions.map((f) => f.name)).toEqual(functions.map((f) => f.name).sort());
    for (const declared of functions) {
      const live = liveFunctions.find((f) => f.name === declared.name);
      expect(normalize(live?.definition ?? ""), `${declared.name}: body in the database vs triggers.ts`).toBe(
        normalize(bodyOf(declared.sql)),
      );
    }
  });

  it("the database has exactly the triggers declared, each as declared", async () => {
    const { liveTriggers } = await catalog();
    expect(liveTriggers.map((t) => t.name)).toEqual(triggers.map((t) => t.name).sort());
    for (const declared of triggers) {
      const live = liveTriggers.find((t) => t.name === declared.name);
      expect(normalize(live?.definition ?? ""), `${declared.name}: definition in the database vs triggers.ts`).toBe(
        normalize(declared.sql),
      );
      expect(normalize(declared.sql)).toContain(`ON ${declared.table} `);
    }
  });

  it("compares for real: a body or definition that drifts no longer matches", () => {
    const [fn] = functions;
    expect(normalize(bodyOf(fn.sql.replace("FOR UPDATE", "")))).not.toBe(normalize(bodyOf(fn.sql)));
    expect(normalize(triggers[0].sql.replace("AFTER INSERT", "BEFORE INSERT"))).not.toBe(normalize(triggers[0].sql));
  });
});
