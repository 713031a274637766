import { expect } from "vitest";
import { planningKit, type Who } from "../cycles/planning-test-kit";

export type TestPage = { id: string; name: string; access: number; [k: string]: unknown };

/** The planning kit plus page shortcuts; pages are created by the member unless told otherwise. */
export async function pagesKit() {
  const kit = await planningKit();
  const { base, as } = kit;
  const page = async (body: Record<string, unknown> = {}, who: Who = "member") => {
    const res = await as(who).post(`${base}/pages/`, { name: "A page", ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TestPage;
  };
  const pageUrl = (id: string, rest = "") => `${base}/pages/${id}/${rest}`;
  /** The names a list answers, in its order (`pages/` or `archived-pages/`). */
  const listNames = async (who: Who, query = "", list: "pages" | "archived-pages" = "pages") => {
    const res = await as(who).get(`${base}/${list}/${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { name: string }[]).map((p) => p.name);
  };
  const setFeatures = async (features: Record<string, boolean>) => {
    const res = await as("admin").patch(`${base}/`, features);
    expect(res.statusCode, res.body).toBe(200);
  };
  const saveContent = (who: Who, id: string, html: string, extra: Record<string, unknown> = {}) =>
    as(who).patch(pageUrl(id, "description/"), { description_html: html, ...extra });
  return { ...kit, page, pageUrl, listNames, setFeatures, saveContent };
}
