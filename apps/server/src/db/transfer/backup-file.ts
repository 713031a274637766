import { createReadStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import type { Column, SequenceState } from "./catalog";
import type { MigrationLevel } from "./migrations";

/*
 * A backup is gzip-compressed NDJSON, one JSON value per line:
 *   {"format":"hangar-backup","version":1,"migrations":{"count":10,"last":"0009_…"},"created_at":"…"}
 *   then per table: {"table":"issues","columns":[{"name","type"}…],"sequences":[…]}
 *                   [row, row, …]            one line per batch of row objects (row_to_json of each;
 *                                            json and jsonb values as JSON strings of their text)
 *                   {"end":"issues","rows":1234}
 *   and last:       {"end_of_backup":true,"tables":34,"rows":56789}
 * The trailers let a restore tell a complete file from a cut one and check each table's count.
 */
export const FORMAT = "hangar-backup";
export const VERSION = 1;

export type Header = { format: typeof FORMAT; version: typeof VERSION; migrations: MigrationLevel; created_at: string };
export type TableStart = { table: string; columns: Column[]; sequences: SequenceState[] };
export type TableEnd = { end: string; rows: number };
export type BackupEnd = { end_of_backup: true; tables: number; rows: number };

export type Entry =
  | { kind: "header"; value: Header }
  | { kind: "table"; value: TableStart }
  | { kind: "batch"; json: string }
  | { kind: "end"; value: TableEnd }
  | { kind: "end_of_backup"; value: BackupEnd };

export const jsonLine = (value: Header | TableStart | TableEnd | BackupEnd) => `${JSON.stringify(value)}\n`;

/**
 * One batch as one line. row_to_json never breaks lines and json values travel as escaped strings, so
 * a batch holds no raw line break; should one ever appear (it could only be JSON whitespace), the batch
 * is written as a JSON string of its text rather than split the line.
 */
export const batchLine = (json: string) => `${/[\r\n]/.test(json) ? JSON.stringify(json) : json}\n`;

function parseLine(line: string, number: number): Entry {
  if (line.startsWith("[")) return { kind: "batch", json: line };
  try {
    const value = JSON.parse(line) as unknown;
    if (typeof value === "string") return { kind: "batch", json: value };
    const v = value as Record<string, unknown>;
    if (v.format !== undefined) return { kind: "header", value: v as Header };
    if (typeof v.table === "string" && Array.isArray(v.columns)) return { kind: "table", value: v as TableStart };
    if (typeof v.end === "string" && typeof v.rows === "number") return { kind: "end", value: v as TableEnd };
    if (v.end_of_backup === true) return { kind: "end_of_backup", value: v as BackupEnd };
  } catch {}
  throw new Error(`Line ${number} of the backup is not part of the Hangar backup format`);
}

/** Reads a backup's lines one by one from the compressed file, never holding more than one line. */
export async function* readBackup(file: string): AsyncGenerator<Entry> {
  const gunzip = createGunzip();
  // Errors of either stream end the iteration below (pipeline destroys gunzip with them).
  pipeline(createReadStream(file), gunzip).catch(() => {});
  gunzip.setEncoding("utf8");
  let parts: string[] = [];
  let number = 0;
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      let start = 0;
      for (let nl = chunk.indexOf("\n"); nl >= 0; nl = chunk.indexOf("\n", start)) {
        parts.push(chunk.slice(start, nl));
        start = nl + 1;
        yield parseLine(parts.join(""), ++number);
        parts = [];
      }
      if (start < chunk.length) parts.push(chunk.slice(start));
    }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? "";
    if (code.startsWith("Z_"))
      throw new Error(`${file} is not a complete gzip file (${(err as Error).message}); the backup is damaged or cut short`);
    throw err;
  } finally {
    gunzip.destroy();
  }
  if (parts.length > 0) yield parseLine(parts.join(""), ++number);
}
