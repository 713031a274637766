/**
 * The requests bench/throughput.ts measures, with the web app's own URLs: the issue page's detail call
 * (apps/web/src/features/issues/api/use-issue.ts) and the board's first page (issue-view-query.ts:
 * the project's default display filters in the kanban layout, 50 per group, its first cursor).
 */
import { DEFAULT_ISSUE_FILTERS, defaultDisplayFilters, ISSUE_EXPANDS, issueListParams } from "@hangar/contracts";
import type { Request } from "autocannon";
import type { BenchSeed } from "./seed";
import type { Session } from "./throughput-client";
import { replyBytes } from "./throughput-client";

export type BenchRequest = Request;

export type Scenario = {
  key: string;
  name: string;
  /** Concurrent connections when not the run's default. */
  connections?: number;
  goal?: string;
  /** A fresh autocannon request (with its own counters) per run. */
  request(): BenchRequest;
  /** Bytes of one reply (reads), or null for writes. */
  replyBytes(): Promise<number | null>;
};

const PRIORITIES = ["urgent", "high", "medium", "low", "none"];

const withQuery = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

export function boardQuery(): Record<string, string> {
  const display = { ...defaultDisplayFilters("project"), layout: "kanban" as const, sub_group_by: null };
  return { ...issueListParams(DEFAULT_ISSUE_FILTERS, display), per_page: "50", cursor: "50:0:0" };
}

/** Discovers the ids the requests need and makes a second project for creates (see below). */
export async function scenariosFor(session: Session, seed: BenchSeed): Promise<Scenario[]> {
  const base = `/api/workspaces/${seed.slug}/projects/${seed.projectId}`;
  type Listed = { id: string; start_date: string | null; target_date: string | null };
  const page = await session.get<{ results: Listed[] }>(`${base}/issues/?per_page=500`);
  const issueIds = page.results.map((i) => i.id);
  // The seed's dates fall anywhere in a year, so some issues end before they start; any edit of those is
  // refused (400) until the dates are mended, so updates pick the others.
  const editableIds = page.results
    .filter((i) => !i.start_date || !i.target_date || i.start_date <= i.target_date)
    .map((i) => i.id);
  // New issues go to a project of their own, so the lists measured keep the size the run is named after
  // while creates (and the mixed load's creates) pile up.
  const scratch = await session.send<{ id: string }>("POST", `/api/workspaces/${seed.slug}/projects/`, {
    name: "Throughput scratch",
    identifier: "TPUT",
  });
  const scratchIssues = `/api/workspaces/${seed.slug}/projects/${scratch.id}/issues/`;

  const get = (path: string): BenchRequest => ({ method: "GET", path, headers: session.headers });
  const json = (method: string, path: string, body: unknown): BenchRequest => ({
    method,
    path,
    headers: { ...session.headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const detailPath = (n: number) =>
    withQuery(`${base}/issues/${issueIds[n % issueIds.length]}/`, { expand: ISSUE_EXPANDS.join(",") });
  const boardPath = withQuery(`${base}/issues/`, boardQuery());
  const flatPath = withQuery(`${base}/issues/`, { per_page: "20" });
  const create = (n: number) => json("POST", scratchIssues, { name: `Throughput issue ${n}`, priority: PRIORITIES[n % 5] });
  const update = (n: number) =>
    json(
      "PATCH",
      `${base}/issues/${editableIds[(n * 7) % editableIds.length]}/`,
      n % 2 ? { priority: PRIORITIES[n % 5] } : { name: `Renamed issue ${n}` },
    );
  const bytesOf = (path: string) => () => replyBytes(session, path);
  const noBytes = async () => null;

  /** One request whose path and body change on every send, through a counter shared by its connections. */
  const varying = (make: (n: number) => BenchRequest) => () => {
    let n = 0;
    // autocannon hands in its defaults (host, port…) merged with this request; keep them, drop the body.
    return { ...make(0), setupRequest: (req: BenchRequest) => ({ ...req, body: undefined, ...make(n++) }) };
  };
  // 80% reads (half details, lists flat and grouped), 20% writes (creates and updates), interleaved.
  const MIX = "DFDCDBDFUD" + "DFDCDBDFUD";
  const mixed = (n: number): BenchRequest => {
    switch (MIX[n % MIX.length]) {
      case "D":
        return get(detailPath(n));
      case "F":
        return get(flatPath);
      case "B":
        return get(boardPath);
      case "C":
        return create(n);
      default:
        return update(n);
    }
  };

  return [
    {
      key: "instances",
      name: "GET /api/instances/",
      goal: "≥ 2,500 req/s",
      request: () => get("/api/instances/"),
      replyBytes: bytesOf("/api/instances/"),
    },
    {
      key: "detail",
      name: "issue detail (web's expands)",
      goal: "≥ 1,000 req/s",
      request: varying((n) => get(detailPath(n))),
      replyBytes: bytesOf(detailPath(0)),
    },
    {
      key: "board",
      name: "board first page (50 per state)",
      goal: "≥ 120 req/s at 1,000 issues",
      request: () => get(boardPath),
      replyBytes: bytesOf(boardPath),
    },
    {
      key: "flat",
      name: "flat list, 20",
      request: () => get(flatPath),
      replyBytes: bytesOf(flatPath),
    },
    {
      key: "create",
      name: "issue create",
      connections: 8,
      goal: "≥ 400/s",
      request: varying(create),
      replyBytes: noBytes,
    },
    {
      key: "update",
      name: "issue update (PATCH)",
      connections: 8,
      request: varying(update),
      replyBytes: noBytes,
    },
    {
      key: "mixed",
      name: "mixed: 50% detail 20% flat 10% board",
      goal: "≥ 600 req/s, no errors",
      request: varying(mixed),
      replyBytes: noBytes,
    },
  ];
}

/** Written out for the report: what the mixed row's other 20% are. */
export const MIXED_NOTE = "mixed load: 50% detail, 20% flat list, 10% board, 10% create, 10% update (PATCH priority or name)";
