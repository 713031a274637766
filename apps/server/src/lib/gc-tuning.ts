import v8 from "node:v8";

/**
 * How far V8 lets the old generation grow past what survived its last full collection before it collects
 * again, in percent. Left to itself, on a machine with memory to spare, V8 lets it grow to four times the
 * survivors and collects a heap that stopped growing only after several idle seconds. A burst of list
 * requests keeps many replies alive at once, so the heap grew to several times what stays live and the
 * process kept that garbage resident after the burst. Twice the survivors bounds the heap a burst leaves
 * behind; the price is more full collections, which V8 marks concurrently, mostly off the main thread.
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Applies the server's garbage-collector settings to this process (the server's own entry calls it, so
 * `npm start` needs no flags and no wrapper process). A --heap-growing-percent given to Node wins.
 */
export function tuneGarbageCollector(execArgv: readonly string[] = process.execArgv): void {
  if (execArgv.some((arg) => /^--heap[-_]growing[-_]percent\b/.test(arg))) return;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
