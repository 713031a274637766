import type { IssueActivity, RelationType } from "@hangar/contracts";
import { RELATION_TYPES } from "@hangar/contracts";
import type { ReactNode } from "react";
import { readableDate } from "./relative-time";

function V({ children }: { children: ReactNode }) {
  return <span className="font-medium text-fg">{children}</span>;
}

const PRIORITY_LABEL: Record<string, string> = {
  urgent: "Urgent",
  high: "High",
  medium: "Medium",
  low: "Low",
  none: "None",
};

const RELATION_PHRASE: Record<RelationType, string> = {
  blocked_by: "blocked by",
  blocking: "blocking",
  relates_to: "related to",
  duplicate: "a duplicate of",
  start_before: "starting before",
  start_after: "starting after",
  finish_before: "finishing before",
  finish_after: "finishing after",
};

function isRelation(field: string): field is RelationType {
  return (RELATION_TYPES as readonly string[]).includes(field);
}

/** "from X to Y", "to Y" or nothing, depending on which sides are known. */
function change(label: string, from: ReactNode | null, to: ReactNode | null, removed: string): ReactNode {
  if (from && to) {
    return (
      <>
        changed the {label} from <V>{from}</V> to <V>{to}</V>
      </>
    );
  }
  if (to) {
    return (
      <>
        set the {label} to <V>{to}</V>
      </>
    );
  }
  if (from) {
    return (
      <>
        {removed} <V>{from}</V>
      </>
    );
  }
  return <>{removed}</>;
}

const date = (value: string | null) => (value ? readableDate(value) : null);
const priority = (value: string | null) => (value && value !== "none" ? (PRIORITY_LABEL[value] ?? value) : null);

/**
 * What an activity row did, as the predicate of a sentence whose subject is the actor
 * ("changed the state from Todo to In Progress"). Unknown fields still read sensibly.
 */
export function activitySentence(a: Pick<IssueActivity, "verb" | "field" | "old_value" | "new_value">): ReactNode {
  const { verb, field, old_value: from, new_value: to } = a;
  if (verb === "created" && !field) return "created the issue";
  if (verb === "deleted" && !field) return "deleted the issue";
  if (verb === "archived") return "archived the issue";
  if (verb === "restored") return "restored the issue";

  switch (field) {
    case "state":
      return change("state", from, to, "removed the state");
    case "priority":
      return change("priority", priority(from), priority(to), "removed the priority");
    case "name":
      return (
        <>
          renamed the issue to <V>{to}</V>
        </>
      );
    case "description":
      return "updated the description";
    case "start_date":
      return change("start date", date(from), date(to), "removed the start date");
    case "target_date":
      return change("due date", date(from), date(to), "removed the due date");
    case "parent":
      return change("parent", from, to, "removed the parent");
    case "sub_issue":
      return verb === "deleted" ? (
        <>
          removed the sub-issue <V>{from}</V>
        </>
      ) : (
        <>
          added the sub-issue <V>{to}</V>
        </>
      );
    case "estimate_point":
      return to ? "changed the estimate" : "removed the estimate";
    case "assignees":
      return to ? (
        <>
          added <V>{to}</V> as an assignee
        </>
      ) : (
        <>
          removed <V>{from ?? "someone"}</V> from the assignees
        </>
      );
    case "labels":
      return to ? (
        <>
          added the label <V>{to}</V>
        </>
      ) : (
        <>
          removed the label <V>{from ?? "a label"}</V>
        </>
      );
    case "link":
      return linkSentence(verb, from, to);
    case "attachment":
      return verb === "deleted" ? (
        <>
          removed the attachment <V>{from}</V>
        </>
      ) : (
        <>
          uploaded the attachment <V>{to}</V>
        </>
      );
  }
  if (field && isRelation(field)) {
    const phrase = RELATION_PHRASE[field];
    return verb === "deleted" ? (
      <>
        removed the “{phrase}” relation with <V>{from}</V>
      </>
    ) : (
      <>
        marked this issue as {phrase} <V>{to}</V>
      </>
    );
  }
  if (!field) return "updated the issue";
  return change(field.replace(/_/g, " "), from, to, `removed the ${field.replace(/_/g, " ")}`);
}

function linkSentence(verb: string, from: string | null, to: string | null): ReactNode {
  if (verb === "deleted") {
    return (
      <>
        removed the link <V>{from}</V>
      </>
    );
  }
  if (verb === "updated") {
    return (
      <>
        updated the link to <V>{to}</V>
      </>
    );
  }
  return (
    <>
      added the link <V>{to}</V>
    </>
  );
}
