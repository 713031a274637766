import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { backupDatabase } from "./backup";
import { copyTables } from "./copy";
import { latestLevel, migrateUpTo } from "./migrations";
import { inTransaction, prepareSession, type Queryable, queryable, SNAPSHOT } from "./queryable";
import { restoreDatabase } from "./restore";
import { fingerprint, freshDatabase, TRICKY_TEXT, withClient } from "./test-kit";

/** A table of every kind of value Hangar stores or might: identity, serial and generated columns included. */
const DDL = `create table public.samples (
  id bigint generated always as identity primary key,
  serial_no serial,
  u uuid, ts timestamptz, t timestamp, d date, tm time, j jsonb, js json,
  uuids uuid[], grid int[][], texts text[], b bytea, n numeric, f float8, r real,
  txt text, iv interval, flag boolean, big bigint, jarr jsonb[],
  shout text generated always as (upper(txt)) stored
)`;

const ROWS = `
insert into samples (u, ts, t, d, tm, j, js, uuids, grid, texts, b, n, f, r, txt, iv, flag, big, jarr) values
  ('6ecd8c99-4036-403d-bf84-cf8400f67836', '2024-02-29 23:59:59.999999+14', '0044-03-15 12:00:00 BC', '0044-03-15 BC', '24:00:00',
   $1::text::jsonb, $2::text::json, '{6ecd8c99-4036-403d-bf84-cf8400f67836,NULL}', '{{1,2},{3,NULL}}',
   array(select json_array_elements_text($3::text::json)),
   (select string_agg(set_byte('\\x00'::bytea, 0, i), ''::bytea) from generate_series(0, 255) i),
   1234567890.123456789012345678901234567890, 0.1::float8 + 0.2::float8, 3.4028235e38, $4::text, '1 year 2 mons 3 days 04:05:06.789', true, -9223372036854775808,
   array['null'::jsonb, null, '{"a": [1, "x"]}']),
  (null, 'infinity', '-infinity', 'infinity', '00:00:00.000001', '[]', '""', '{}', '{}', '{}', '\\x', 'NaN', 'NaN', '-Infinity', '', '-1 day +02:00', false, 9223372036854775807, '{}'),
  (null, '-infinity', null, null, null, 'null', 'null', null, null, '{NULL,""}', null, '-0.000001', '-0', 'Infinity', null, null, null, null, null),
  (null, null, null, null, null, null, null, null, null, null, null, null, 4.9e-324, 1.17549435e-38, null, null, null, null, null);
insert into samples (u, ts, j, txt, f, n)
  select md5(i::text)::uuid, '2000-01-01Z'::timestamptz + i * interval '37 minutes 11.123457 seconds',
         jsonb_build_object('i', i, 's', repeat(md5(i::text), 1 + i % 40)), repeat(chr(65 + i % 26), i % 300), i / 7.0::float8, i / 7.0
    from generate_series(1, 4500) i;
delete from samples where id % 97 = 0;`;

/** Bound as text and cast in the SQL: PGlite serialises a parameter by its target type (a string bound to jsonb would become a JSON string). */
const ROW_PARAMS = [
  JSON.stringify({ text: TRICKY_TEXT, nested: { a: [1, 2.5, -0, 1e300, null, true] }, 'key with "quotes"': "\\" }),
  '{"nul": "\\u0000", "escaped": "\\u00e9\\ud83d\\ude80", "spaced" :  [1,\n  2],\r\n "text": "line\\nbreak", "dup": 1, "dup": 2}',
  JSON.stringify(["comma,here", 'quote"here', "brace{}", "back\\slash", "NULL", "", TRICKY_TEXT]),
  TRICKY_TEXT,
];

async function fill(q: Queryable) {
  await q.query(DDL);
  const [first, ...rest] = ROWS.split(";").filter((s) => s.trim());
  await q.query(first, ROW_PARAMS);
  for (const statement of rest) await q.query(statement);
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function fresh() {
  const db = await freshDatabase();
  cleanups.push(db.drop);
  return db;
}

/** The samples table after one more row is added: the identity and serial columns must continue past the copied ids. */
async function samplesAndNextIds(q: Queryable) {
  const print = (await fingerprint(q)).tables.samples;
  const [next] = await q.query<{ id: string; serial_no: number }>(
    "insert into samples default values returning id::text, serial_no",
  );
  const [max] = await q.query<{ id: string; serial_no: number }>(
    "select max(id)::text as id, max(serial_no) as serial_no from samples where id <> $1",
    [next.id],
  );
  return { print, nextAboveMax: BigInt(next.id) > BigInt(max.id) && next.serial_no > max.serial_no };
}

describe("values survive a copy exactly", () => {
  it("through a backup file and a restore, PostgreSQL to PostgreSQL", async () => {
    const source = await fresh();
    await migrateUpTo(source.url, latestLevel().count);
    await withClient(source.url, fill);
    const expected = await withClient(source.url, (q) => fingerprint(q));
    expect(expected.tables.samples.rows).toBeGreaterThan(4000);

    const dir = mkdtempSync(path.join(os.tmpdir(), "hangar-types-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, "samples.ndjson.gz");
    await backupDatabase(source.url, file);
    const target = await fresh();
    await withClient(target.url, (q) => q.query(DDL));
    await restoreDatabase(target.url, file, { log: () => {} });

    const copied = await withClient(target.url, samplesAndNextIds);
    expect(copied.print).toEqual(expected.tables.samples);
    expect(copied.nextAboveMax).toBe(true);
  });

  it("from PGlite to PostgreSQL", async () => {
    const pglite = new PGlite();
    cleanups.push(() => pglite.close());
    const source = queryable(pglite);
    await fill(source);
    const expected = (await fingerprint(source)).tables.samples;

    const target = await fresh();
    const counts = await withClient(target.url, async (q) => {
      await prepareSession(q);
      await q.query(DDL);
      return inTransaction(source, SNAPSHOT, () => copyTables(source, q));
    });
    expect(counts).toEqual([{ table: "samples", rows: expected.rows }]);
    const copied = await withClient(target.url, samplesAndNextIds);
    expect(copied.print).toEqual(expected);
    expect(copied.nextAboveMax).toBe(true);
  });
});
