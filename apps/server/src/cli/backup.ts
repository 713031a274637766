import path from "node:path";
import { backupDatabase } from "../db/transfer/backup";
import { describeLevel } from "../db/transfer/migrations";
import { cliEnv, cliLog, formatBytes, openCliDatabase, plural, runIfEntry, userDir } from "./cli-database";

const USAGE = `Usage: npm run backup [-- FILE]

Writes every row of Hangar's database to FILE (default: hangar-backup-<time>.ndjson.gz in the current
folder), a gzip-compressed file that "npm run restore FILE" reads back. Uses DATABASE_URL when set, else
the embedded database of DATA_DIR (default ./data), also while the server runs. Uploaded files (DATA_DIR/
uploads or S3) are not part of the backup; copy them separately.`;

/** `hangar-backup-2025-01-31T120000Z.ndjson.gz`: an ISO time without colons, which some file systems refuse. */
export const defaultBackupName = (now = new Date()) =>
  `hangar-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "")}.ndjson.gz`;

export async function main(argv: string[], source: NodeJS.ProcessEnv = process.env): Promise<number> {
  if (argv.includes("-h") || argv.includes("--help")) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (argv.length > 1 || argv[0]?.startsWith("-")) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const file = path.resolve(userDir(source), argv[0] ?? defaultBackupName());
  const database = await openCliDatabase(cliEnv(source), "backup", cliLog);
  try {
    const started = performance.now();
    const summary = await backupDatabase(database.url, file);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Backed up ${plural(summary.rows, "row")} in ${summary.tables} tables, ${describeLevel(summary.migrations)}, ` +
        `from ${database.where}\nto ${file} (${formatBytes(summary.bytes)}, ${seconds} s)\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runIfEntry(import.meta.url, main);
