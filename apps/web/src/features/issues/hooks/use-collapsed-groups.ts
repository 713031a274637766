import { useCallback, useState } from "react";

const storageKey = (scope: string) => `hangar:issue-groups:collapsed:${scope}`;

function read(scope: string): Set<string> {
  try {
    const raw = localStorage.getItem(storageKey(scope));
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : []);
  } catch {
    return new Set();
  }
}

/**
 * Which groups, columns or swimlanes are folded, per project, layout and grouping, on this device
 * only (spec §3: kanban group folds are kept locally).
 */
export function useCollapsedGroups(scope: string) {
  const [state, setState] = useState(() => ({ scope, collapsed: read(scope) }));
  if (state.scope !== scope) setState({ scope, collapsed: read(scope) });
  const collapsed = state.scope === scope ? state.collapsed : read(scope);
  const toggle = useCallback(
    (key: string) =>
      setState((current) => {
        const next = new Set(current.scope === scope ? current.collapsed : read(scope));
        if (next.has(key)) next.delete(key);
        else next.add(key);
        try {
          localStorage.setItem(storageKey(scope), JSON.stringify([...next]));
        } catch {
          // Private mode or a full quota: folding still works for this visit.
        }
        return { scope, collapsed: next };
      }),
    [scope],
  );
  return { collapsed, toggle };
}
