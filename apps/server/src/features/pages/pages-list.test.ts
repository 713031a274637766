import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pages } from "../../db/schema";
import { pagesKit } from "./pages-test-kit";

/** Three pages with set creation and modification times, so every sort order differs. */
async function listKit() {
  const kit = await pagesKit();
  const { app, page } = kit;
  const at = async (id: string, created: string, updated: string) =>
    app.db
      .update(pages)
      .set({ created_at: new Date(created), updated_at: new Date(updated) })
      .where(eq(pages.id, id));
  const banana = await page({ name: "banana", description_html: "<p>Yellow FRUIT notes</p>" });
  const apple = await page({ name: "Apple", description_html: "<p>Red</p>" }, "admin");
  const cherry = await page({ name: "cherry" });
  await at(banana.id, "2024-01-10T10:00:00Z", "2024-03-01T10:00:00Z");
  await at(apple.id, "2024-01-20T10:00:00Z", "2024-02-01T10:00:00Z");
  await at(cherry.id, "2024-01-30T10:00:00Z", "2024-01-31T10:00:00Z");
  return { ...kit, banana, apple, cherry };
}

describe("the pages list", () => {
  it("sorts by date modified, newest first, unless told otherwise", async () => {
    const { listNames } = await listKit();
    expect(await listNames("member")).toEqual(["banana", "Apple", "cherry"]);
    expect(await listNames("member", "?order_by=-updated_at")).toEqual(["banana", "Apple", "cherry"]);
    expect(await listNames("member", "?order_by=updated_at")).toEqual(["cherry", "Apple", "banana"]);
    expect(await listNames("member", "?order_by=name")).toEqual(["Apple", "banana", "cherry"]);
    expect(await listNames("member", "?order_by=-name")).toEqual(["cherry", "banana", "Apple"]);
    expect(await listNames("member", "?order_by=created_at")).toEqual(["banana", "Apple", "cherry"]);
    expect(await listNames("member", "?order_by=-created_at")).toEqual(["cherry", "Apple", "banana"]);
  });

  it("searches the title and the text, any case", async () => {
    const { listNames } = await listKit();
    expect(await listNames("member", "?search=APP")).toEqual(["Apple"]);
    expect(await listNames("member", "?search=fruit")).toEqual(["banana"]);
    expect(await listNames("member", "?search=red")).toEqual(["Apple"]);
    expect(await listNames("member", "?search=%25")).toEqual([]);
    expect(await listNames("member", "?search=strong")).toEqual([]);
  });

  it("filters by owner and by creation date (inclusive days)", async () => {
    const { listNames, m } = await listKit();
    expect(await listNames("member", `?owned_by=${m.admin.user.id}`)).toEqual(["Apple"]);
    expect(await listNames("member", `?owned_by=${m.admin.user.id},${m.member.user.id}&order_by=name`)).toEqual([
      "Apple",
      "banana",
      "cherry",
    ]);
    expect(await listNames("member", "?created_at__gte=2024-01-20&order_by=name")).toEqual(["Apple", "cherry"]);
    expect(await listNames("member", "?created_at__lte=2024-01-20&order_by=name")).toEqual(["Apple", "banana"]);
    expect(await listNames("member", "?created_at__gte=2024-01-11&created_at__lte=2024-01-29")).toEqual(["Apple"]);
  });

  it("refuses an inverted date range", async () => {
    const { as, base } = await listKit();
    const res = await as("member").get(`${base}/pages/?created_at__gte=2024-02-01&created_at__lte=2024-01-01`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/created_at__gte/);
  });

  it("searches the text saved through description/ too", async () => {
    const { listNames, banana, saveContent } = await listKit();
    await saveContent("member", banana.id, "<p>Now about <em>kiwis</em></p>");
    expect(await listNames("member", "?search=KIWI")).toEqual(["banana"]);
    expect(await listNames("member", "?search=fruit")).toEqual([]);
  });
});
