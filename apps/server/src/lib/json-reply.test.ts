import { describe, expect, it } from "vitest";
import { jsonReply, LARGE_REPLY_CHARS } from "./json-reply";

describe("jsonReply", () => {
  it("gives bytes past the threshold (the same text, multi-byte characters intact), a string below it", () => {
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
