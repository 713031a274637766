import { describe, expect, it } from "vitest";
import { pagesKit } from "./pages-test-kit";

describe("locked pages", () => {
  it("refuse every edit, the content included, from everyone until unlocked", async () => {
    const { as, page, pageUrl, statuses, saveContent, setFeatures } = await pagesKit();
    await setFeatures({ guest_view_all_features: true });
    const p = await page({ name: "Frozen", description_html: "<p>v1</p>" });
    const version = (await as("member").post(pageUrl(p.id, "versions/"))).json();
    expect(await statuses((who) => as(who).post(pageUrl(p.id, "lock/")))).toEqual([200, 200, 403, 404]);
    expect((await as("member").get(pageUrl(p.id))).json().is_locked).toBe(true);

    for (const who of ["admin", "member"] as const) {
      const rename = await as(who).patch(pageUrl(p.id), { name: "Thawed" });
      expect(rename.statusCode).toBe(409);
      expect(rename.json().error).toMatch(/locked/);
      expect((await saveContent(who, p.id, "<p>v2</p>")).statusCode).toBe(409);
      expect((await as(who).post(pageUrl(p.id, `versions/${version.id}/restore/`))).statusCode).toBe(409);
      expect((await as(who).post(pageUrl(p.id, "versions/"))).statusCode).toBe(409);
    }
    expect((await as("member").get(pageUrl(p.id))).json()).toMatchObject({ name: "Frozen", description_html: "<p>v1</p>" });

    const other = await page({ name: "Not mine" }, "admin");
    await as("admin").post(pageUrl(other.id, "lock/"));
    expect((await as("member").delete(pageUrl(other.id, "lock/"))).statusCode).toBe(403);
    expect((await as("member").delete(pageUrl(p.id, "lock/"))).json().is_locked).toBe(false);
    expect((await as("member").patch(pageUrl(p.id), { name: "Thawed" })).json().name).toBe("Thawed");
  });
});

describe("archived pages", () => {
  it("are read-only, listed apart, and come back when restored", async () => {
    const { as, page, pageUrl, statuses, listNames, saveContent, setFeatures } = await pagesKit();
    await setFeatures({ guest_view_all_features: true });
    const p = await page({ name: "Old" });
    await page({ name: "Current" });
    expect(await statuses((who) => as(who).post(pageUrl(p.id, "archive/")))).toEqual([200, 200, 403, 404]);
    const again = await as("member").post(pageUrl(p.id, "archive/"));
    expect(again.json().archived_at).toEqual(expect.any(String));

    expect(await listNames("member")).toEqual(["Current"]);
    expect(await listNames("member", "", "archived-pages")).toEqual(["Old"]);
    expect(await listNames("admin", "", "archived-pages")).toEqual(["Old"]);
    expect((await as("member").get(pageUrl(p.id))).json().archived_at).toEqual(expect.any(String));

    const rename = await as("member").patch(pageUrl(p.id), { name: "New" });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error).toMatch(/archived/);
    expect((await saveContent("member", p.id, "<p>x</p>")).statusCode).toBe(409);
    expect((await as("member").post(pageUrl(p.id, "lock/"))).statusCode).toBe(409);
    expect((await as("member").post(pageUrl(p.id, "access/"), { access: 1 })).statusCode).toBe(409);

    expect((await as("guest").delete(pageUrl(p.id, "archive/"))).statusCode).toBe(403);
    expect((await as("member").delete(pageUrl(p.id, "archive/"))).statusCode).toBe(204);
    expect((await listNames("member")).sort()).toEqual(["Current", "Old"]);
    expect(await listNames("member", "", "archived-pages")).toEqual([]);
    expect((await as("member").patch(pageUrl(p.id), { name: "New" })).json().name).toBe("New");
  });

  it("keeps others' private archived pages out of the archived list", async () => {
    const { as, page, pageUrl, listNames } = await pagesKit();
    const p = await page({ name: "Mine, archived", access: 1 });
    await as("member").post(pageUrl(p.id, "archive/"));
    expect(await listNames("member", "", "archived-pages")).toEqual(["Mine, archived"]);
    expect(await listNames("admin", "", "archived-pages")).toEqual([]);
  });
});

describe("archiving a page tree", () => {
  it("archives the sub-pages with it and restores those archived with it", async () => {
    const { as, page, pageUrl, listNames } = await pagesKit();
    const top = await page({ name: "Top" });
    const mid = await page({ name: "Mid", parent: top.id });
    await page({ name: "Leaf", parent: mid.id });
    const early = await page({ name: "Archived before", parent: top.id });
    await as("member").post(pageUrl(early.id, "archive/"));

    expect((await as("member").post(pageUrl(top.id, "archive/"))).statusCode).toBe(200);
    expect(await listNames("member")).toEqual([]);
    expect((await listNames("member", "?order_by=name", "archived-pages")).sort()).toEqual([
      "Archived before",
      "Leaf",
      "Mid",
      "Top",
    ]);
    expect((await as("member").patch(pageUrl(mid.id), { name: "x" })).statusCode).toBe(409);

    expect((await as("member").delete(pageUrl(top.id, "archive/"))).statusCode).toBe(204);
    expect((await listNames("member")).sort()).toEqual(["Leaf", "Mid", "Top"]);
    expect(await listNames("member", "", "archived-pages")).toEqual(["Archived before"]);
  });
});
