import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fileAssets } from "../../db/schema";
import { Agent, getTestContext, roleMatrix, signUp } from "../../test/harness";
import { assetRow, PNG, postUpload, type UploadData } from "./attachment-test-kit";

type Reserved = { asset_id: string; upload_data: UploadData };

describe("avatar upload", () => {
  it("reserves, uploads and completes an avatar; anyone signed in sees it, nobody else", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const base = `/api/workspaces/${m.slug}/user-avatar/`;
    const res = await m.guest.agent.post(base, { name: "me.png", size: PNG.length, type: "image/png" });
    expect(res.statusCode, res.body).toBe(201);
    const { asset_id, upload_data } = res.json() as Reserved;
    const early = await m.guest.agent.patch(`${base}${asset_id}/`);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatch(/nothing has been uploaded/);

    const up = await postUpload(m.guest.agent, upload_data, { content: PNG, filename: "me.png", type: "image/png" });
    expect(up.statusCode, up.body).toBe(204);
    // Another user cannot make someone else's upload their avatar.
    expect((await m.member.agent.patch(`${base}${asset_id}/`)).statusCode).toBe(404);
    const done = await m.guest.agent.patch(`${base}${asset_id}/`);
    expect(done.statusCode, done.body).toBe(200);
    const url = `/api/assets/v2/avatars/${asset_id}/`;
    expect(done.json()).toMatchObject({ id: m.guest.user.id, avatar: url, avatar_url: url });
    expect((await m.guest.agent.get("/api/users/me/")).json().avatar).toBe(url);
    expect((await assetRow(app.db, asset_id)).is_uploaded).toBe(true);

    const image = await m.outsider.agent.get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.rawPayload).toEqual(PNG);
    expect((await new Agent(app).get(url)).statusCode).toBe(401);
  });

  it("refuses what is not an avatar, and outsiders of the workspace; nothing is reserved", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const base = `/api/workspaces/${m.slug}/user-avatar/`;
    for (const [body, field] of [
      [{ name: "page.html", size: 10, type: "text/html" }, /type/],
      [{ name: "me.svg", size: 10, type: "image/svg+xml" }, /type/],
      [{ name: "huge.png", size: 3 * 1024 * 1024, type: "image/png" }, /size/],
      [{ name: "", size: 10, type: "image/png" }, /name/],
    ] as const) {
      const res = await m.member.agent.post(base, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(field);
    }
    expect((await m.outsider.agent.post(base, { name: "me.png", size: 10, type: "image/png" })).statusCode).toBe(404);
    expect((await m.member.agent.get("/api/users/me/")).json().avatar).toBeNull();
    const reserved = await app.db.select().from(fileAssets).where(eq(fileAssets.entity_id, m.member.user.id));
    expect(reserved).toEqual([]);
    const stranger = await signUp(app);
    const missing = await stranger.agent.get("/api/assets/v2/avatars/00000000-0000-4000-8000-000000000000/");
    expect(missing.statusCode).toBe(404);
  });
});
