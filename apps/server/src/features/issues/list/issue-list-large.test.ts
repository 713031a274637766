import { describe, expect, it } from "vitest";
import { LARGE_REPLY_CHARS } from "../../../lib/json-reply";
import { type ListPage, listKit } from "./issue-list-test-kit";

/** Big list pages go out as bytes (lib/json-reply): every character and the length must survive it. */
describe("a list page larger than a small reply", () => {
  it("arrives whole, multi-byte names intact, its content-length counting bytes", async () => {
    const k = await listKit();
    const names = Array.from({ length: 30 }, (_, i) => `Émigré naïve café ✓ 🚀 ${i} ${"ü".repeat(60)}`);
    for (const name of names) await k.create({ name });
    const res = await k.m.member.agent.get(`${k.base}/issues/?per_page=100`);
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeGreaterThan(LARGE_REPLY_CHARS);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeGreaterThan(res.body.length);
    const page = res.json() as ListPage;
    expect(page.results.map((i) => i.name).sort()).toEqual([...names].sort());

    // A small reply is unchanged by it.
    const small = await k.m.member.agent.get(`${k.base}/issues/?per_page=1`);
    expect(small.body.length).toBeLessThan(LARGE_REPLY_CHARS);
    expect(Number(small.headers["content-length"])).toBe(small.rawPayload.length);
    expect((small.json() as ListPage).results).toHaveLength(1);
  });
});
