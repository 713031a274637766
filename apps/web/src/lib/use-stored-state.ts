import { useCallback, useState } from "react";

/**
 * A choice remembered in this browser under `key` (localStorage). `parse` turns what is stored (JSON,
 * or undefined when nothing is) into a valid value, so an old, hand-edited or foreign entry falls back
 * instead of breaking the screen. The setter takes a value or an update of the current one.
 */
export function useStoredState<T>(key: string, parse: (stored: unknown) => T): [T, (next: T | ((current: T) => T)) => void] {
  const [state, setState] = useState(() => parse(readStored(key)));
  // A new key (another project) shows that key's choice, read during render as React allows.
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setState(parse(readStored(key)));
  }
  const update = useCallback(
    (next: T | ((current: T) => T)) =>
      setState((current) => {
        const value = typeof next === "function" ? (next as (current: T) => T)(current) : next;
        try {
          localStorage.setItem(key, JSON.stringify(value));
        } catch {
          // Private mode or a full quota: the choice still applies until the page reloads.
        }
        return value;
      }),
    [key],
  );
  return [state, update];
}

function readStored(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}
