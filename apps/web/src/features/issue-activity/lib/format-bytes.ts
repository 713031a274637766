const UNITS = ["B", "KB", "MB", "GB", "TB"];

/** "512 B", "1.4 KB", "12 MB": binary multiples, one decimal below ten. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${value} B`;
  return `${value < 10 ? Number(value.toFixed(1)) : Math.round(value)} ${UNITS[unit]}`;
}

/** A size limit the way the server words it: "5 MB", "1.5 MB", "0.5 MB". */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number(mb >= 1 ? mb.toFixed(1) : mb.toPrecision(2))} MB`;
}
