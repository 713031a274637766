import { NOTIFICATION_FIRST_CURSOR } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { notificationKit } from "./notification-test-kit";

describe("inbox pagination", () => {
  it("pages newest first by cursor, 300 per page from 300:0:0 by default", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.member, issue.id);
    for (const name of ["one", "two", "three", "four", "five"]) await k.patchIssue(m.admin, issue.id, { name });

    const all = await k.page(m.member);
    expect(all.results.map((n) => n.data.issue_activity.new_value)).toEqual(["five", "four", "three", "two", "one"]);
    expect(all).toMatchObject({ count: 5, total_results: 5, next_page_results: false, prev_page_results: false });
    expect(all.next_cursor).toBe("300:1:0");
    expect(await k.page(m.member, `cursor=${NOTIFICATION_FIRST_CURSOR}`)).toEqual(all);

    const first = await k.page(m.member, "per_page=2");
    expect(first).toMatchObject({ count: 2, total_results: 5, next_cursor: "2:1:0", next_page_results: true });
    const second = await k.page(m.member, `cursor=${first.next_cursor}`);
    expect(second.results.map((n) => n.data.issue_activity.new_value)).toEqual(["three", "two"]);
    expect(second).toMatchObject({ next_page_results: true, prev_page_results: true, prev_cursor: "2:0:0" });
    const last = await k.page(m.member, `cursor=${second.next_cursor}`);
    expect(last.results.map((n) => n.data.issue_activity.new_value)).toEqual(["one"]);
    expect(last.next_page_results).toBe(false);
  });
});
