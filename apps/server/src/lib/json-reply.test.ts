import { describe, expect, it } from "vitest";
import { jsonReply, LARGE_REPLY_CHARS } from "./json-reply";

const text = (v: string | Buffer) => (typeof v === "string" ? v : v.toString("utf8"));

describe("jsonReply", () => {
  it("writes JSON.stringify's very text, whatever the value holds", () => {
    const holes: number[] = [];
    holes[0] = 1;
    holes[2] = 3; // holes[1] is a hole
    const tricky = {
      a: 1,
      skipped: undefined,
      fn: () => 1,
      sym: Symbol("s"),
      nested: { when: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)), own: { toJSON: () => "mine" }, boxed: new String("box") },
      list: [1, undefined, () => 1, Symbol("t"), null, Number.NaN, Number.POSITIVE_INFINITY, { deep: [{ deeper: ["x"] }] }],
      holes,
      map: new Map([["k", 1]]),
      text: 'quote " backslash \\ newline \n tab \t nul \u0000 emoji 🚀 é',
      'key "quoted"': true,
      empty: { obj: {}, arr: [] },
    };
    for (const value of [tricky, [tricky, tricky], "plain", 42, null, true, [], {}]) {
      expect(text(jsonReply(value))).toBe(JSON.stringify(value));
    }
  });

  it("gives bytes past the threshold, the same text, multi-byte characters whole across its pieces", () => {
    const issue = (i: number) => ({
      id: `id-${i}`,
      name: `Émigré ✓ 🚀 ${i} ${"ü".repeat(50)}`,
      label_ids: ["a", "b"],
      n: i,
      none: null,
    });
    const page = {
      results: { first: { results: Array.from({ length: 400 }, (_, i) => issue(i)), total_results: 400 } },
      count: 400,
    };
    const out = jsonReply(page);
    expect(Buffer.isBuffer(out)).toBe(true);
    expect((out as Buffer).equals(Buffer.from(JSON.stringify(page)))).toBe(true);
    const small = jsonReply({ results: [issue(1)] });
    expect(typeof small).toBe("string");
    expect((small as string).length).toBeLessThan(LARGE_REPLY_CHARS);
  });
});
