import { expect } from "vitest";
import { planningKit, type Who } from "../cycles/planning-test-kit";

/** The planning kit plus project-view shortcuts; views are created by the member unless told otherwise. */
export async function viewsKit() {
  const kit = await planningKit();
  const { base, as } = kit;
  const view = async (body: Record<string, unknown> = {}, who: Who = "member") => {
    const res = await as(who).post(`${base}/views/`, { name: "A view", ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; [k: string]: unknown };
  };
  const viewUrl = (id: string) => `${base}/views/${id}/`;
  const listNames = async (who: Who, query = "") =>
    ((await as(who).get(`${base}/views/${query}`)).json() as { name: string }[]).map((v) => v.name);
  return { ...kit, view, viewUrl, listNames };
}
