import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pageVersions } from "../../db/schema";
import { waitFor } from "../../test/wait-for";
import { prunePageVersions } from "./page-versions.job";
import { pagesKit } from "./pages-test-kit";

const DAY_MS = 86_400_000;

describe("page content", () => {
  it("stores the Yjs binary, sanitized HTML and plain text, and answers the binary as octet-stream", async () => {
    const { as, page, pageUrl, saveContent } = await pagesKit();
    const p = await page({ name: "Doc" });
    const empty = await as("member").get(pageUrl(p.id, "description/"));
    expect(empty.statusCode).toBe(200);
    expect(empty.headers["content-type"]).toBe("application/octet-stream");
    expect(empty.rawPayload.length).toBe(0);

    const binary = Buffer.from([0, 1, 2, 3, 254, 255]);
    const res = await saveContent("member", p.id, "<p>Hello <script>x</script>world</p>", {
      description_binary: binary.toString("base64"),
      description_json: { type: "doc", content: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().description_html).toBe("<p>Hello world</p>");
    const got = await as("admin").get(pageUrl(p.id, "description/"));
    expect(got.headers["content-type"]).toBe("application/octet-stream");
    expect(Buffer.compare(got.rawPayload, binary)).toBe(0);

    // HTML alone clears the binary, which would no longer match it.
    await saveContent("member", p.id, "<p>Only HTML</p>");
    expect((await as("member").get(pageUrl(p.id, "description/"))).rawPayload.length).toBe(0);
  });
});

describe("page versions", () => {
  it("keeps one version per stretch of one user's edits, and a new one for another user", async () => {
    const { as, page, pageUrl, saveContent, m } = await pagesKit();
    const p = await page({ name: "Notes" });
    expect((await as("member").get(pageUrl(p.id, "versions/"))).json()).toEqual([]);
    await saveContent("member", p.id, "<p>one</p>");
    await saveContent("member", p.id, "<p>two</p>");
    let list = (await as("member").get(pageUrl(p.id, "versions/"))).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ page: p.id, owned_by: m.member.user.id });
    const one = await as("member").get(pageUrl(p.id, `versions/${list[0].id}/`));
    expect(one.json().description_html).toBe("<p>two</p>");

    await saveContent("admin", p.id, "<p>three</p>");
    list = (await as("member").get(pageUrl(p.id, "versions/"))).json();
    expect(list.map((v: { owned_by: string }) => v.owned_by)).toEqual([m.admin.user.id, m.member.user.id]);
  });

  it("starts a new version once the last one is older than the interval", async () => {
    const { app, as, page, pageUrl, saveContent } = await pagesKit();
    const p = await page({ name: "Slow" });
    await saveContent("member", p.id, "<p>morning</p>");
    await app.db
      .update(pageVersions)
      .set({ last_saved_at: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(pageVersions.page_id, p.id));
    await saveContent("member", p.id, "<p>afternoon</p>");
    const list = (await as("member").get(pageUrl(p.id, "versions/"))).json();
    expect(list).toHaveLength(2);
    const newest = (await as("member").get(pageUrl(p.id, `versions/${list[0].id}/`))).json();
    expect(newest.description_html).toBe("<p>afternoon</p>");
  });

  it("keeps a version on demand and restores one, the restore becoming a version itself", async () => {
    const { as, page, pageUrl, saveContent, statuses, setFeatures } = await pagesKit();
    await setFeatures({ guest_view_all_features: true });
    const p = await page({ name: "Spec" });
    const binary = Buffer.from("yjs-state-1").toString("base64");
    await saveContent("member", p.id, "<p>first draft</p>", { description_binary: binary });
    const kept = await as("member").post(pageUrl(p.id, "versions/"));
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json()).toMatchObject({ description_html: "<p>first draft</p>", description_binary: binary });
    await saveContent("member", p.id, "<p>rewritten</p>");

    const url = pageUrl(p.id, `versions/${kept.json().id}/restore/`);
    expect(await statuses((who) => as(who).post(url))).toEqual([200, 200, 403, 404]);
    const page2 = (await as("member").get(pageUrl(p.id))).json();
    expect(page2.description_html).toBe("<p>first draft</p>");
    expect(Buffer.from((await as("member").get(pageUrl(p.id, "description/"))).rawPayload).toString("base64")).toBe(binary);
    const list = (await as("member").get(pageUrl(p.id, "versions/"))).json();
    const newest = (await as("member").get(pageUrl(p.id, `versions/${list[0].id}/`))).json();
    expect(newest.description_html).toBe("<p>first draft</p>");
    // first draft (auto), kept on demand, rewritten (auto), and one restore each by the admin and the member.
    expect(list).toHaveLength(5);
    const onDemand = (await as("member").get(pageUrl(p.id, `versions/${kept.json().id}/`))).json();
    expect(onDemand.description_html).toBe("<p>first draft</p>");

    expect((await as("member").get(pageUrl(p.id, "versions/00000000-0000-4000-8000-000000000000/"))).statusCode).toBe(404);
    expect((await as("member").get(pageUrl(p.id, "versions/nope/"))).statusCode).toBe(404);
  });

  it("prunes versions past the retention age, never a page's newest", async () => {
    const { app, page, saveContent } = await pagesKit();
    const a = await page({ name: "A" });
    const b = await page({ name: "B" });
    await saveContent("member", a.id, "<p>a1</p>");
    await saveContent("admin", a.id, "<p>a2</p>");
    await saveContent("member", b.id, "<p>b1</p>");
    const old = new Date(Date.now() - 40 * DAY_MS);
    await app.db.update(pageVersions).set({ last_saved_at: old }).where(eq(pageVersions.page_id, b.id));
    const [aOld] = await app.db.select().from(pageVersions).where(eq(pageVersions.page_id, a.id));
    await app.db.update(pageVersions).set({ last_saved_at: old }).where(eq(pageVersions.id, aOld.id));
    const [aNewer] = (await app.db.select().from(pageVersions).where(eq(pageVersions.page_id, a.id))).filter(
      (v) => v.id !== aOld.id,
    );

    await prunePageVersions(app.db, 30);
    const leftA = await app.db.select().from(pageVersions).where(eq(pageVersions.page_id, a.id));
    const leftB = await app.db.select().from(pageVersions).where(eq(pageVersions.page_id, b.id));
    expect(leftA.map((v) => v.id)).toEqual([aNewer.id]);
    // B's only version is old, but it is B's newest: kept.
    expect(leftB).toHaveLength(1);
  });

  it("runs the pruning as a daily scheduled job of the server", async () => {
    const { app, page, saveContent } = await pagesKit();
    const schedules = await app.jobs.boss.getSchedules();
    expect(schedules.find((sch) => sch.name === "pages.prune-versions")).toMatchObject({ cron: "17 3 * * *" });

    const p = await page({ name: "Old notes" });
    await saveContent("member", p.id, "<p>one</p>");
    await saveContent("admin", p.id, "<p>two</p>");
    const [first] = await app.db
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.page_id, p.id), eq(pageVersions.owned_by_id, p.owned_by as string)));
    await app.db
      .update(pageVersions)
      .set({ last_saved_at: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(pageVersions.id, first.id));
    await app.jobs.boss.send("pages.prune-versions", {});
    await waitFor("the old version to be pruned", async () => {
      const left = await app.db.select().from(pageVersions).where(eq(pageVersions.page_id, p.id));
      return left.length === 1 && left[0].id !== first.id;
    });
  });
});
