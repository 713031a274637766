import { LABEL_FIRST_SORT_ORDER, type Label, SORT_ORDER_STEP } from "@hangar/contracts";
import { orderAfterMove, orderAtEnd } from "../../../lib/sort-order";

export type LabelNode = { label: Label; children: LabelNode[] };

const options = { step: SORT_ORDER_STEP, first: LABEL_FIRST_SORT_ORDER };

const byOrder = (a: Label, b: Label) => a.sort_order - b.sort_order || a.name.localeCompare(b.name);

/** Labels nested by `parent`, siblings by sort_order; a label whose parent is gone shows at the top level. */
export function buildLabelTree(labels: Label[]): LabelNode[] {
  const ids = new Set(labels.map((l) => l.id));
  const children = new Map<string | null, Label[]>();
  for (const label of labels) {
    const parent = label.parent && ids.has(label.parent) ? label.parent : null;
    const list = children.get(parent) ?? [];
    list.push(label);
    children.set(parent, list);
  }
  const seen = new Set<string>();
  const build = (parent: string | null): LabelNode[] =>
    (children.get(parent) ?? [])
      .sort(byOrder)
      .filter((label) => !seen.has(label.id) && seen.add(label.id))
      .map((label) => ({ label, children: build(label.id) }));
  return build(null);
}

/** The siblings of a parent (null = top level), in display order. */
export function siblingsOf(labels: Label[], parent: string | null): Label[] {
  return labels.filter((l) => (l.parent ?? null) === parent).sort(byOrder);
}

/** Ids of a label's sub-labels at any depth. */
export function descendantIds(labels: Label[], id: string): Set<string> {
  const result = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop();
    for (const label of labels) {
      if (label.parent === current && !result.has(label.id)) {
        result.add(label.id);
        stack.push(label.id);
      }
    }
  }
  return result;
}

export function sortOrderAfterMove(siblings: Label[], from: number, to: number): number | null {
  return orderAfterMove(
    siblings.map((l) => l.sort_order),
    from,
    to,
    options,
  );
}

export function sortOrderAtEnd(siblings: Label[]): number {
  return orderAtEnd(
    siblings.map((l) => l.sort_order),
    options,
  );
}
