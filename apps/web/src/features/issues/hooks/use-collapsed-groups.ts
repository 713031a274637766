import { useCallback, useState } from "react";

const storageKey = (projectId: string) => `hangar:issue-list:collapsed:${projectId}`;

function read(projectId: string): Set<string> {
  try {
    const raw = localStorage.getItem(storageKey(projectId));
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : []);
  } catch {
    return new Set();
  }
}

/** Which state groups are folded, remembered per project on this device. */
export function useCollapsedGroups(projectId: string) {
  const [collapsed, setCollapsed] = useState(() => read(projectId));
  const toggle = useCallback(
    (stateId: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (next.has(stateId)) next.delete(stateId);
        else next.add(stateId);
        try {
          localStorage.setItem(storageKey(projectId), JSON.stringify([...next]));
        } catch {
          // Private mode or a full quota: folding still works for this visit.
        }
        return next;
      }),
    [projectId],
  );
  return { collapsed, toggle };
}
