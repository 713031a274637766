import type { Favorite } from "@hangar/contracts";
import { expect } from "vitest";
import { getTestContext, roleMatrix, type SignedIn } from "../../test/harness";

type Json = Record<string, unknown>;

/** A workspace with people in every role, and shortcuts to their favorites and the things they star. */
export async function favoritesWorld() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const ws = `/api/workspaces/${m.slug}`;
  const base = `${ws}/projects/${m.projectId}`;
  const url = `${ws}/user-favorites/`;
  const one = (id: string) => `${url}${id}/`;

  const created = async (who: SignedIn, path: string, body: Json) => {
    const res = await who.agent.post(path, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Json & { id: string };
  };
  const star = async (who: SignedIn, body: Json): Promise<Favorite> => {
    const res = await who.agent.post(url, body);
    expect([200, 201], res.body).toContain(res.statusCode);
    return res.json();
  };
  const folder = (who: SignedIn, name: string) => star(who, { entity_type: "folder", is_folder: true, name });
  const list = async (who: SignedIn, query = ""): Promise<Favorite[]> => {
    const res = await who.agent.get(`${url}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** The list as `name` (its entity's, or the folder's) in order, a folder's contents as `  name`. */
  const outline = async (who: SignedIn): Promise<string[]> => {
    const all = await list(who, "?all=true");
    return all
      .filter((f) => f.parent === null)
      .flatMap((f) => [f.entity_data.name, ...all.filter((c) => c.parent === f.id).map((c) => `  ${c.entity_data.name}`)]);
  };
  const patch = (who: SignedIn, id: string, body: Json) => who.agent.patch(one(id), body);

  const cycle = (name: string) => created(m.admin, `${base}/cycles/`, { name });
  const module = (name: string) => created(m.admin, `${base}/modules/`, { name });
  const view = (name: string, who: SignedIn = m.admin, access = 0) => created(who, `${base}/views/`, { name, access });
  const page = (name: string, who: SignedIn = m.admin, access = 0) => created(who, `${base}/pages/`, { name, access });

  return { app, m, ws, base, url, one, star, folder, list, outline, patch, cycle, module, view, page };
}
