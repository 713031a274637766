import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeActivity } from "../test-fixtures";
import { activitySentence } from "./activity-sentence";

const text = (overrides: Parameters<typeof makeActivity>[0]) =>
  render(<p>{activitySentence(makeActivity(overrides))}</p>).container.textContent;

describe("activitySentence", () => {
  it("phrases each kind of change", () => {
    expect(text({ id: "1", field: "description" })).toBe("updated the description");
    expect(text({ id: "2", field: "target_date", new_value: "2025-03-04" })).toBe("set the due date to Mar 04, 2025");
    expect(text({ id: "3", field: "start_date", old_value: "2025-03-04" })).toBe("removed the start date Mar 04, 2025");
    expect(text({ id: "4", field: "parent", old_value: "WEB-1", new_value: "WEB-2" })).toBe(
      "changed the parent from WEB-1 to WEB-2",
    );
    expect(text({ id: "5", field: "name", new_value: "Fix login" })).toBe("renamed the issue to Fix login");
    expect(text({ id: "6", field: "assignees", old_value: "Bob" })).toBe("removed Bob from the assignees");
    expect(text({ id: "7", field: "labels", new_value: "Bug" })).toBe("added the label Bug");
    expect(text({ id: "8", verb: "created", field: "link", new_value: "https://x.dev" })).toBe("added the link https://x.dev");
    expect(text({ id: "9", verb: "deleted", field: "attachment", old_value: "a.png" })).toBe("removed the attachment a.png");
    expect(text({ id: "10", verb: "archived", field: "archived_at" })).toBe("archived the issue");
    expect(text({ id: "11", verb: "restored", field: "archived_at" })).toBe("restored the issue");
    expect(text({ id: "12", field: "priority", old_value: "high", new_value: "none" })).toBe("removed the priority High");
    expect(text({ id: "13", verb: "deleted", field: "relates_to", old_value: "WEB-9" })).toBe(
      "removed the “related to” relation with WEB-9",
    );
    expect(text({ id: "14", verb: "created", field: "sub_issue", new_value: "WEB-7" })).toBe("added the sub-issue WEB-7");
    expect(text({ id: "15", verb: "deleted", field: "sub_issue", old_value: "WEB-7" })).toBe("removed the sub-issue WEB-7");
  });
});
