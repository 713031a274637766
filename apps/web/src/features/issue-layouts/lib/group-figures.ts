import type { Issue } from "@hangar/contracts";
import type { GroupPage, IssueLookups } from "../../issue-core";

/** A server page's ids as a set, made once per page: every live batch that touches the group asks again. */
const idSets = new WeakMap<string[], ReadonlySet<string>>();
function idSetOf(ids: string[]): ReadonlySet<string> {
  let set = idSets.get(ids);
  if (!set) {
    set = new Set(ids);
    idSets.set(ids, set);
  }
  return set;
}

const pointValue = (lookups: IssueLookups, pointId: string | null | undefined) => {
  const value = pointId ? Number(lookups.estimatePoints.get(pointId)) : 0;
  return Number.isFinite(value) ? value : 0;
};

/**
 * A group's issues measured against its server page: how many of them the page listed, and their points
 * now. Kept per issue array: a live batch copies only the arrays it changes (placeChanged), and a copy's
 * figures follow from its original's and the issues taken out and put in, so a batch costs what it
 * changed, not the size of the groups it touched.
 */
const NO_IDS: string[] = [];
type GroupFigures = { server: GroupPage | undefined; lookups: IssueLookups; stayed: number; points: number };
const figuresOf = new WeakMap<Issue[], GroupFigures>();
/** An array copied from one whose figures are known, with what was taken out of it and put into it since. */
type Derivation = { from: Issue[]; removed: Issue[]; inserted: Issue[] };
const derivations = new WeakMap<Issue[], Derivation>();

function groupFigures(server: GroupPage | undefined, now: Issue[], lookups: IssueLookups): GroupFigures {
  const cached = figuresOf.get(now);
  if (cached && cached.server === server && cached.lookups === lookups) return cached;
  const listed = idSetOf(server?.ids ?? NO_IDS);
  const derivation = derivations.get(now);
  const base = derivation && figuresOf.get(derivation.from);
  let figures: GroupFigures;
  if (derivation && base && base.server === server && base.lookups === lookups) {
    figures = { ...base };
    for (const issue of derivation.removed) {
      if (listed.has(issue.id)) figures.stayed -= 1;
      figures.points -= pointValue(lookups, issue.estimate_point);
    }
    for (const issue of derivation.inserted) {
      if (listed.has(issue.id)) figures.stayed += 1;
      figures.points += pointValue(lookups, issue.estimate_point);
    }
  } else {
    figures = { server, lookups, stayed: 0, points: 0 };
    for (const issue of now) {
      if (listed.has(issue.id)) figures.stayed += 1;
      figures.points += pointValue(lookups, issue.estimate_point);
    }
  }
  // Measured: the copy no longer needs its original (which would otherwise stay alive through it).
  derivations.delete(now);
  figuresOf.set(now, figures);
  return figures;
}

/** The server's total for a group, less its listed issues that have left it, plus those that came in. */
export function adjustedCount(server: GroupPage | undefined, now: Issue[], lookups: IssueLookups): number {
  if (!server) return now.length;
  const { stayed } = groupFigures(server, now, lookups);
  const count = server.total - (idSetOf(server.ids).size - stayed) + (now.length - stayed);
  return Math.max(count, now.length);
}

/** What the server's sum holds besides its listed issues' points as it counted them, once per page. */
const serverBases = new WeakMap<GroupPage, { lookups: IssueLookups; base: number }>();
function serverBase(server: GroupPage | undefined, lookups: IssueLookups): number {
  if (!server) return 0;
  const cached = serverBases.get(server);
  if (cached?.lookups === lookups) return cached.base;
  let base = server.points ?? 0;
  for (const id in server.pointIds) base -= pointValue(lookups, server.pointIds[id]);
  serverBases.set(server, { lookups, base });
  return base;
}

/**
 * The server's points for a group, less what its listed issues had then, plus what the group's issues
 * have now: an issue estimated, moved in or out here shifts the sum at once.
 */
export function adjustedPoints(
  server: GroupPage | undefined,
  now: Issue[],
  lookups: IssueLookups,
  summed: boolean,
): number | null {
  if (!summed) return null;
  const points = serverBase(server, lookups) + groupFigures(server, now, lookups).points;
  return Math.max(0, Math.round(points * 100) / 100);
}

/**
 * Records that `copy` was made from `original` to be edited: its figures will follow from the original's.
 * Only from an array already measured: a chain of unmeasured copies would keep every one alive.
 */
export function deriveFigures(copy: Issue[], original: Issue[]) {
  if (figuresOf.has(original)) derivations.set(copy, { from: original, removed: [], inserted: [] });
}

/** `issue` was taken out of `list`, a copy being edited. */
export function noteRemoved(list: Issue[], issue: Issue) {
  derivations.get(list)?.removed.push(issue);
}

/** `issue` was put into `list`, a copy being edited. */
export function noteInserted(list: Issue[], issue: Issue) {
  derivations.get(list)?.inserted.push(issue);
}
