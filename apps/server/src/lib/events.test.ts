import { describe, expect, it } from "vitest";
import { issueKit } from "../features/issues/issue-test-kit";
import type { HangarEvent } from "./events";

describe("events", () => {
  it("sends an event short in characters but long in bytes by reference, whole", async () => {
    const k = await issueKit();
    const workspaceId = (await k.m.admin.agent.get(`/api/workspaces/${k.m.slug}/`)).json().id as string;
    const heard: HangarEvent[] = [];
    const stop = k.app.events.subscribe(workspaceId, (event) => heard.push(event));
    try {
      // 3,000 characters of three bytes each: well under the inline limit counted in characters, over it in bytes.
      const description_html = `<p>${"漢".repeat(3000)}</p>`;
      const res = await k.m.member.agent.post(`${k.base}/issues/`, { name: "Wide", description_html });
      expect(res.statusCode, res.body).toBe(201);
      for (let i = 0; i < 100 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      const issue = heard.find((e) => e.entity_type === "issue")?.payload.issue as { description_html?: string };
      expect(issue?.description_html).toBe(description_html);
    } finally {
      stop();
    }
  });
});
