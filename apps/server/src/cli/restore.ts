import path from "node:path";
import { describeLevel } from "../db/transfer/migrations";
import { restoreDatabase } from "../db/transfer/restore";
import { cliEnv, cliLog, openCliDatabase, plural, runIfEntry, userDir } from "./cli-database";

const USAGE = `Usage: npm run restore -- FILE

Loads a backup written by "npm run backup" into Hangar's database: DATABASE_URL when set, else the
embedded database of DATA_DIR (default ./data), with the server stopped. The database must hold no
Hangar data yet (a fresh DATA_DIR or an empty database); nothing is changed otherwise.`;

export async function main(argv: string[], source: NodeJS.ProcessEnv = process.env): Promise<number> {
  if (argv.includes("-h") || argv.includes("--help")) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (argv.length !== 1 || argv[0].startsWith("-")) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const file = path.resolve(userDir(source), argv[0]);
  const database = await openCliDatabase(cliEnv(source), "restore", cliLog);
  try {
    const started = performance.now();
    const summary = await restoreDatabase(database.url, file, { log: cliLog });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Restored ${plural(summary.rows, "row")} in ${summary.tables} tables from ${file}\n` +
        `(a backup of ${summary.backup.created_at}, ${describeLevel(summary.backup.migrations)}) into ${database.where}; ` +
        `it is now at ${describeLevel(summary.migrations)} (${seconds} s)\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runIfEntry(import.meta.url, main);
