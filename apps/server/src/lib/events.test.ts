import pg from "pg";
import { describe, expect, it } from "vitest";
import { issueKit } from "../features/issues/issue-test-kit";
import { getTestContext } from "../test/harness";
import { waitFor } from "../test/wait-for";
import { EVENTS_CHANNEL, eventsAfter, type HangarEvent, type NewEvent, recordEvent } from "./events";

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
      await waitFor("the event to be heard", () => heard.length > 0);
      const created = heard.find((e) => e.entity_type === "issue");
      if (created?.entity_type !== "issue" || created.action === "deleted") throw new Error("no issue was announced");
      expect(created.payload.issue.description_html).toBe(description_html);
    } finally {
      stop();
    }
  });

  it("notifies the event as stored, as JSON in the order a reader of the table builds it", async () => {
    const { app, database } = await getTestContext();
    const listener = new pg.Client({ connectionString: database.url as string });
    await listener.connect();
    const heard: string[] = [];
    listener.on("notification", (m) => heard.push(m.payload ?? ""));
    await listener.query(`listen ${EVENTS_CHANNEL}`);
    try {
      const workspaceId = crypto.randomUUID();
      const payload = { b: 1.5, a: ["x", null], nested: { "ü ✓ 🚀": true }, empty: {} };
      // Services may record only the typed events; storing and notifying takes any JSON, which this probe's
      // keys (out of order, non-ASCII, empty values) test, so it steps outside the union on purpose.
      const probe = { workspace_id: workspaceId, entity_type: "probe", action: "created", payload } as unknown as NewEvent;
      const returned = await app.db.transaction((tx) => recordEvent(tx, probe));
      await waitFor("the event to be heard", () => heard.length > 0);
      const {
        events: [stored],
      } = await eventsAfter(app.db, workspaceId, 0, { userId: crypto.randomUUID(), projectIds: [] }, 10);
      expect(JSON.stringify(JSON.parse(heard[0]))).toBe(JSON.stringify(stored));
      expect(returned).toEqual(stored);
      expect(stored).toMatchObject({ project_id: null, entity_id: null, actor_id: null, recipient_id: null, payload });
    } finally {
      await listener.end();
    }
  });
});
