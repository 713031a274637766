import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userFavorites } from "../../db/schema";
import { pagesKit } from "./pages-test-kit";

describe("private pages", () => {
  it("exist for their owner only: not listed, not readable, not even by an admin", async () => {
    const { as, page, pageUrl, statuses, listNames } = await pagesKit();
    const secret = await page({ name: "Diary", access: 1 });
    await page({ name: "Shared" });
    expect(await statuses((who) => as(who).get(pageUrl(secret.id)))).toEqual([404, 200, 404, 404]);
    expect(await listNames("member")).toContain("Diary");
    expect(await listNames("admin")).toEqual(["Shared"]);
    for (const rest of ["", "description/", "versions/", "duplicate/"]) {
      const res =
        rest === "duplicate/"
          ? await as("admin").post(pageUrl(secret.id, rest))
          : await as("admin").get(pageUrl(secret.id, rest));
      expect(res.statusCode, rest).toBe(404);
    }
    expect((await as("admin").patch(pageUrl(secret.id), { name: "peek" })).statusCode).toBe(404);
    expect((await as("member").get(pageUrl(secret.id))).json().name).toBe("Diary");
  });

  it("changes access for the owner or an admin only, and a page turned private leaves others' favorites", async () => {
    const { base, as, page, pageUrl, app, listNames } = await pagesKit();
    const p = await page({ name: "Plan" }, "admin");
    expect((await as("member").post(`${base}/favorite-pages/${p.id}/`)).statusCode).toBe(201);
    const denied = await as("member").post(pageUrl(p.id, "access/"), { access: 1 });
    expect(denied.statusCode).toBe(403);
    const res = await as("admin").post(pageUrl(p.id, "access/"), { access: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().access).toBe(1);
    expect(await listNames("member")).toEqual([]);
    expect((await as("member").get(pageUrl(p.id))).statusCode).toBe(404);
    const left = await app.db
      .select()
      .from(userFavorites)
      .where(and(eq(userFavorites.entity_type, "page"), eq(userFavorites.entity_identifier, p.id)));
    expect(left).toEqual([]);
    expect((await as("admin").post(pageUrl(p.id, "access/"), { access: 0 })).json().access).toBe(0);
    expect(await listNames("member")).toEqual(["Plan"]);
  });

  it("lists the public and private tabs apart", async () => {
    const { listNames, page } = await pagesKit();
    await page({ name: "Public one" });
    await page({ name: "Member's private", access: 1 });
    await page({ name: "Admin's private", access: 1 }, "admin");
    expect(await listNames("member", "?type=public")).toEqual(["Public one"]);
    expect(await listNames("member", "?type=private")).toEqual(["Member's private"]);
    expect((await listNames("member")).sort()).toEqual(["Member's private", "Public one"]);
    expect(await listNames("admin", "?type=private")).toEqual(["Admin's private"]);
  });
});

describe("guests", () => {
  it("read public pages only where the project lets guests view, and never write", async () => {
    const { as, page, pageUrl, listNames, setFeatures, base } = await pagesKit();
    const p = await page({ name: "Handbook" });
    await page({ name: "Hidden", access: 1 });
    expect(await listNames("guest")).toEqual([]);
    expect(await listNames("guest", "?type=public")).toEqual([]);
    expect((await as("guest").get(pageUrl(p.id))).statusCode).toBe(404);
    await setFeatures({ guest_view_all_features: true });
    expect(await listNames("guest")).toEqual(["Handbook"]);
    expect((await as("guest").get(pageUrl(p.id))).statusCode).toBe(200);
    expect((await as("guest").get(pageUrl(p.id, "description/"))).statusCode).toBe(200);
    expect((await as("guest").get(pageUrl(p.id, "versions/"))).statusCode).toBe(200);
    for (const call of [
      () => as("guest").patch(pageUrl(p.id), { name: "x" }),
      () => as("guest").patch(pageUrl(p.id, "description/"), { description_html: "<p>x</p>" }),
      () => as("guest").post(pageUrl(p.id, "lock/")),
      () => as("guest").post(pageUrl(p.id, "archive/")),
      () => as("guest").post(pageUrl(p.id, "access/"), { access: 1 }),
      () => as("guest").post(pageUrl(p.id, "versions/")),
      () => as("guest").post(pageUrl(p.id, "duplicate/")),
      () => as("guest").post(`${base}/favorite-pages/${p.id}/`),
      () => as("guest").delete(pageUrl(p.id)),
    ]) {
      expect((await call()).statusCode).toBe(403);
    }
    expect((await as("member").get(pageUrl(p.id))).json()).toMatchObject({ name: "Handbook", is_locked: false, access: 0 });
  });
});

describe("favorite pages", () => {
  it("is per user, idempotent, needs a Member, and an archived page cannot be one", async () => {
    const { base, as, page, pageUrl, statuses } = await pagesKit();
    const p = await page({ name: "Fav" });
    const res = await as("admin").post(`${base}/favorite-pages/${p.id}/`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ entity_type: "page", entity_identifier: p.id, entity_data: { name: "Fav" } });
    expect(await statuses((who) => as(who).post(`${base}/favorite-pages/${p.id}/`))).toEqual([200, 201, 403, 404]);
    expect((await as("admin").get(pageUrl(p.id))).json().is_favorite).toBe(true);
    expect((await as("admin").delete(`${base}/favorite-pages/${p.id}/`)).statusCode).toBe(204);
    expect((await as("admin").delete(`${base}/favorite-pages/${p.id}/`)).statusCode).toBe(404);
    expect((await as("admin").get(pageUrl(p.id))).json().is_favorite).toBe(false);
    expect((await as("member").get(`${base}/pages/`)).json()[0].is_favorite).toBe(true);
    await as("member").post(pageUrl(p.id, "archive/"));
    expect((await as("member").get(pageUrl(p.id))).json().is_favorite).toBe(false);
    const refused = await as("member").post(`${base}/favorite-pages/${p.id}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/archived/);
  });
});

describe("the pages feature switch", () => {
  it("refuses every pages call with a clear message while page_view is off", async () => {
    const { base, as, page, pageUrl, setFeatures } = await pagesKit();
    const p = await page({ name: "Before" });
    await setFeatures({ page_view: false });
    const calls = [
      () => as("member").get(`${base}/pages/`),
      () => as("member").get(`${base}/archived-pages/`),
      () => as("member").post(`${base}/pages/`, { name: "x" }),
      () => as("member").get(pageUrl(p.id)),
      () => as("member").patch(pageUrl(p.id), { name: "x" }),
      () => as("member").get(pageUrl(p.id, "description/")),
      () => as("member").get(pageUrl(p.id, "versions/")),
      () => as("member").post(`${base}/favorite-pages/${p.id}/`),
      () => as("member").delete(pageUrl(p.id)),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatch(/Pages are turned off/);
    }
    await setFeatures({ page_view: true });
    expect((await as("member").get(pageUrl(p.id))).json().name).toBe("Before");
  });
});
