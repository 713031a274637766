import { describe, expect, it } from "vitest";
import { pagesKit } from "../pages/pages-test-kit";
import { PNG, postUpload } from "./attachment-test-kit";

const png = { name: "diagram.png", size: PNG.length, type: "image/png" };

describe("page images", () => {
  it("upload through the attachment flow; the address survives the sanitizer and serves the page's readers only", async () => {
    const { as, page, pageUrl, statuses, saveContent, m } = await pagesKit();
    const p = await page({ name: "Spec" });
    const images = `/api/assets/v2/workspaces/${m.slug}/projects/${m.projectId}/pages/${p.id}/images/`;
    const created = await as("member").post(images, png);
    expect(created.statusCode, created.body).toBe(201);
    const { asset_id, upload_data } = created.json();
    expect((await postUpload(as("member"), upload_data, { content: PNG, type: "image/png" })).statusCode).toBe(204);
    const done = await as("member").patch(`${images}${asset_id}/`);
    expect(done.statusCode, done.body).toBe(200);
    const src = done.json().asset_url as string;
    expect(src).toBe(`${images}${asset_id}/`);

    const html = `<img src="${src}" alt="diagram.png"><p>text</p>`;
    const saved = await saveContent("member", p.id, html);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().description_html).toBe(html);

    const file = await as("admin").get(src);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(await statuses((who) => as(who).get(src))).toEqual([200, 200, 404, 404]);

    // A private page's images are its owner's alone.
    expect((await as("member").post(pageUrl(p.id, "access/"), { access: 1 })).statusCode).toBe(200);
    expect(await statuses((who) => as(who).get(src))).toEqual([404, 200, 404, 404]);
  });

  it("refuses readers who may not edit, locked pages, and files that are not images", async () => {
    const { as, page, pageUrl, m } = await pagesKit();
    const p = await page({ name: "Runbook" });
    const images = `/api/assets/v2/workspaces/${m.slug}/projects/${m.projectId}/pages/${p.id}/images/`;
    expect((await as("member").post(images, { ...png, type: "text/html" })).statusCode).toBe(400);
    // Guests see no pages here (the project does not let guests view all features), so not this one.
    expect((await as("guest").post(images, png)).statusCode).toBe(404);
    expect((await as("outsider").post(images, png)).statusCode).toBe(404);
    expect((await as("admin").post(pageUrl(p.id, "lock/"))).statusCode).toBe(200);
    expect((await as("member").post(images, png)).statusCode).toBe(409);
  });
});
