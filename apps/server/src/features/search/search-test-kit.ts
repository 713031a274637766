import { expect } from "vitest";
import { planningKit, type Who } from "../cycles/planning-test-kit";

type Hit = { id: string; name: string; [k: string]: unknown };
export type SearchResults = Record<
  "workspace" | "project" | "issue" | "cycle" | "module" | "issue_view" | "page" | "intake",
  Hit[]
>;

/** The planning kit plus the three search calls, each answering what it found. */
export async function searchKit() {
  const kit = await planningKit();
  const { m, base, as } = kit;
  const search = async (who: Who, text: string, extra = "") => {
    const res = await as(who).get(`/api/workspaces/${m.slug}/search/?search=${encodeURIComponent(text)}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: SearchResults }).results;
  };
  const entities = async (who: Who, types: string, text = "", extra = "") => {
    const res = await as(who).get(
      `/api/workspaces/${m.slug}/entity-search/?query_type=${types}&query=${encodeURIComponent(text)}${extra}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Partial<Record<string, Hit[]>>;
  };
  const pick = async (who: Who, query: string, projectBase = base) => {
    const res = await as(who).get(`${projectBase}/search-issues/?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Hit[];
  };
  const names = (hits: Hit[] | undefined) => (hits ?? []).map((h) => h.name);
  return { ...kit, search, entities, pick, names };
}
