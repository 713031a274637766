/**
 * Search speed (issue 19, "Search"): p50/p99 of the search endpoints through the whole API (an HTTP request
 * over loopback on a kept-alive connection, timed to the body's last byte) with 100,000 issues, on the
 * machine's PostgreSQL service. The seeded issues get names of three words and descriptions of twenty,
 * drawn from a vocabulary of 8,000, so a word matches about 300 issues; one word ("deploy") is in every
 * 20th description, 5,000 issues, the heavy case of a very common word; a syllable ("ner") is in about a
 * third of the names, the heavy case of text that many names contain.
 * With --seed-names the issues keep bench/seed.ts's names ("Issue <n> <md5>"), and the bench times the
 * text every name contains ("issue") instead of the vocabulary's queries.
 * Goal: p50 ≤ 20 ms for each typical query.
 *   node --import tsx bench/search.ts [--issues 100000] [--runs 100] [--keep] [--seed-names]
 * Creates and drops a database `hangar_bench_search_<pid>` on BENCH_PG_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../apps/server/src/app";
import { openServerDatabase } from "../apps/server/src/db/server-database";
import { readEnv } from "../apps/server/src/lib/env";
import { argValue, type BenchSeed, seedBench } from "./seed";
import { ms, percentile } from "./stats";

const issueCount = argValue("--issues", 100_000);
const runs = argValue("--runs", 100);
const keep = process.argv.includes("--keep");
const seedNames = process.argv.includes("--seed-names");
const adminUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** 8,000 made-up words: three syllables each. */
const SYLLABLES = [
  "ka",
  "lo",
  "mi",
  "ner",
  "po",
  "qua",
  "ris",
  "sul",
  "ta",
  "ven",
  "wol",
  "xy",
  "zen",
  "bro",
  "cid",
  "dru",
  "fel",
  "gar",
  "hop",
  "jin",
];
const WORDS = SYLLABLES.flatMap((a) => SYLLABLES.flatMap((b) => SYLLABLES.map((c) => `${a}${b}${c}`)));

/** GETs to the listening app as the seed's owner on one kept-alive connection; resolves once the body is in. */
function httpGet(port: number, agent: BenchSeed["agent"]) {
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const get = (url: string) =>
    new Promise<string>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: url, agent: keepAlive, headers: { cookie } }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => (res.statusCode === 200 ? resolve(body) : reject(new Error(`${url}: ${res.statusCode} ${body}`))));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    });
  return { get, close: () => keepAlive.destroy() };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-bench-"));
  const dbName = `hangar_bench_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const opened = await openServerDatabase(
    readEnv({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), SECRET_KEY: "bench" }),
    () => {},
  );
  const { database } = opened;
  try {
    const env = {
      ...readEnv({ DATA_DIR: dataDir, SECRET_KEY: "bench", LOG_LEVEL: "warn" }),
      authRateLimitMax: 100_000,
      authAccountRateLimitMax: 100_000,
    };
    const app = await buildApp({ db: database.db, env, webDist: null });
    const started = performance.now();
    const seed = await seedBench(app, { issues: issueCount });
    const words = sql.raw(`array['${WORDS.join("','")}']`);
    const n = WORDS.length;
    if (!seedNames)
      await database.db.execute(sql`
      update issues i set
        name = (${words})[1 + (i.sequence_id * 7) % ${n}] || ' ' || (${words})[1 + (i.sequence_id * 13 + 5) % ${n}] || ' '
          || (${words})[1 + (i.sequence_id * 31 + 11) % ${n}],
        description_stripped = (select string_agg((${words})[1 + (i.sequence_id * (17 + k * 2) + k * 29) % ${n}], ' ')
          from generate_series(1, 20) k) || case when i.sequence_id % 20 = 0 then ' deploy' else '' end
      where i.project_id = ${seed.projectId}::uuid`);
    await database.db.execute(sql`vacuum analyze issues`);
    console.log(`seeded ${issueCount} issues in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    await app.listen({ host: "127.0.0.1", port: 0 });
    const client = httpGet((app.server.address() as { port: number }).port, seed.agent);
    const ws = `/api/workspaces/${seed.slug}`;
    const picker = `${ws}/projects/${seed.projectId}/search-issues/`;
    const someIssue = (
      (await database.db.execute(sql`select id::text as id from issues where project_id = ${seed.projectId}::uuid
        and sequence_id = 4242`)) as unknown as { rows: { id: string }[] }
    ).rows[0]?.id;
    const word = WORDS[1377] as string;
    const scenarios: [string, string][] = seedNames
      ? [
          ["search: a word in every name (issue)", `${ws}/search/?search=issue`],
          ["search: a word in every name (Issue 42)", `${ws}/search/?search=Issue%2042`],
          ["search-issues: parent picker, issue", `${picker}?search=issue&issue_id=${someIssue}&parent=true`],
        ]
      : [
          ["search: key BENCH-4242", `${ws}/search/?search=BENCH-4242`],
          ["search: number 4242", `${ws}/search/?search=4242`],
          [`search: a word (${word})`, `${ws}/search/?search=${word}`],
          ["search: a very common word (deploy)", `${ws}/search/?search=deploy`],
          ["search: two word prefixes", `${ws}/search/?search=${word.slice(0, 5)}%20${(WORDS[4242] as string).slice(0, 4)}`],
          ["search: part of a word", `${ws}/search/?search=${word.slice(2)}`],
          ["search: a syllable in a third of names (ner)", `${ws}/search/?search=ner`],
          ["search: two letters", `${ws}/search/?search=${word.slice(0, 2)}`],
          ["search: no match", `${ws}/search/?search=qqqzzz`],
          [
            "entity-search: issue,project,cycle,module,page",
            `${ws}/entity-search/?query_type=issue,project,cycle,module,page&query=${word}`,
          ],
          ["entity-search: user_mention", `${ws}/entity-search/?query_type=user_mention&query=gra`],
          ["search-issues: picker opened", `${picker}?issue_id=${someIssue}&parent=true`],
          [`search-issues: parent picker, ${word}`, `${picker}?search=${word}&issue_id=${someIssue}&parent=true`],
          [`search-issues: relation picker, ${word}`, `${picker}?search=${word}&issue_id=${someIssue}&issue_relation=true`],
        ];
    for (const [, u] of scenarios) for (let i = 0; i < 10; i++) await client.get(u);
    const times = scenarios.map(() => [] as number[]);
    for (let r = 0; r < runs; r++) {
      for (const [k, [, u]] of scenarios.entries()) {
        const t = performance.now();
        await client.get(u);
        times[k]?.push(performance.now() - t);
      }
    }
    console.log(`\n${issueCount} issues, PostgreSQL service, ${runs} runs each (HTTP, kept-alive):`);
    console.log(`${"query".padEnd(52)}${"p50".padStart(10)}${"p99".padStart(10)}`);
    for (const [k, [name]] of scenarios.entries()) {
      const xs = times[k] ?? [];
      console.log(`${name.padEnd(52)}${ms(percentile(xs, 50))}${ms(percentile(xs, 99))}`);
    }
    client.close();
    await app.close();
  } finally {
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (keep) console.log(`kept ${url}`);
    else {
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${dbName}`);
      await drop.end();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
