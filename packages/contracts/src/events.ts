import { z } from "zod";
import { issueAttachmentSchema } from "./attachment";
import { cycleSchema } from "./cycle";
import { estimateSchema } from "./estimate";
import { favoriteRefSchema } from "./favorite";
import { issueSchema } from "./issue";
import { issueCommentSchema, issueLinkSchema, RELATION_TYPES, reactionSchema, relatedIssueSchema } from "./issue-extras";
import { labelSchema } from "./label";
import { moduleSchema } from "./module";
import { notificationSchema } from "./notification";
import { pageSchema } from "./page";
import { projectSchema } from "./project";
import { stateSchema } from "./state";
import { stickySchema } from "./sticky";
import { issueViewSchema } from "./view";
import { workspaceSchema } from "./workspace";

/**
 * Live events (server → browser over the workspace WebSocket, `/api/workspaces/{slug}/events/live/`).
 * Server messages: {type:"event", event: LiveEvent} | {type:"ready", last_event_id} | {type:"resync"}.
 * A reconnecting client passes `?after=<last id it saw>` and gets what it missed, then "ready".
 *
 * Each event is one member of a union discriminated by `entity_type`, then by `action` where the payload
 * differs (a deletion names ids only). The server's writer (apps/server/src/lib/events.ts) takes this
 * union, so a payload that does not match its entity and action does not compile.
 */
export const LIVE_ACTIONS = ["created", "updated", "deleted", "archived", "restored"] as const;
export type LiveAction = (typeof LIVE_ACTIONS)[number];

const eventFields = {
  id: z.number(),
  workspace_id: z.string(),
  project_id: z.string().nullable(),
  entity_id: z.string().nullable(),
  actor_id: z.string().nullable(),
  /** Set when only that user hears of the change (their drafts and what hangs off them, their private views); null otherwise. */
  recipient_id: z.string().nullable(),
  created_at: z.string(),
};

/** One member of the union: these actions on this entity carry this payload. */
function liveEvent<const T extends string, const A extends readonly [LiveAction, ...LiveAction[]], P extends z.ZodType>(
  entityType: T,
  actions: A,
  payload: P,
) {
  return z.object({ ...eventFields, entity_type: z.literal(entityType), action: z.enum(actions), payload });
}

const CHANGES = ["created", "updated", "archived", "restored"] as const;
const EDITS = ["created", "updated"] as const;
const DELETED = ["deleted"] as const;
/** What a deletion of most entities says: the id that went. */
const deletedId = z.object({ id: z.string() });
/** Names of the fields that changed (an "updated" event), or what an action changed (`["archived_at"]`). */
const changed = z.array(z.string());
/** A membership as every member may see it: the user and their role, no personal details. */
const liveMembershipSchema = z.object({ id: z.string(), member_id: z.string(), role: z.number() });
/** A project as every member may see it: what depends on the reader (membership, role, favorite) is left out. */
const sharedProjectSchema = projectSchema.omit({ is_member: true, member_role: true, is_favorite: true });

const issueEvent = z.discriminatedUnion("action", [
  /** The issue as everyone sees it (no description_html unless it changed, or on "created"). */
  liveEvent("issue", CHANGES, z.object({ issue: issueSchema, changed })),
  liveEvent("issue", DELETED, z.object({ issue_id: z.string() })),
]);

const commentEvent = z.discriminatedUnion("action", [
  liveEvent("issue_comment", EDITS, z.object({ issue_id: z.string(), comment: issueCommentSchema })),
  liveEvent("issue_comment", DELETED, z.object({ issue_id: z.string(), comment_id: z.string() })),
]);

const reactionPayload = z.object({
  issue_id: z.string(),
  /** Present on a comment's reaction. */
  comment_id: z.string().optional(),
  reaction: reactionSchema,
});

/** Heard only by those who may read both issues (lib/visibility.ts). */
const relationEvent = liveEvent(
  "issue_relation",
  ["created", "deleted"],
  z.object({
    issue_id: z.string(),
    related_issue_id: z.string(),
    relation_type: z.enum(RELATION_TYPES),
    related_issue: relatedIssueSchema,
  }),
);

const linkEvent = z.discriminatedUnion("action", [
  liveEvent("issue_link", EDITS, z.object({ issue_id: z.string(), link: issueLinkSchema })),
  liveEvent("issue_link", DELETED, z.object({ issue_id: z.string(), link_id: z.string() })),
]);

const attachmentEvent = z.discriminatedUnion("action", [
  liveEvent("issue_attachment", ["created"], z.object({ issue_id: z.string(), attachment: issueAttachmentSchema })),
  liveEvent("issue_attachment", DELETED, z.object({ issue_id: z.string(), attachment_id: z.string() })),
]);

const subscriberEvent = liveEvent(
  "issue_subscriber",
  ["created", "deleted"],
  z.object({ issue_id: z.string(), subscriber_id: z.string(), subscribed: z.boolean() }),
);

/** Every socket of the workspace closes after hearing its deletion. */
const workspaceEvent = z.discriminatedUnion("action", [
  liveEvent("workspace", ["updated"], z.object({ workspace: workspaceSchema, changed })),
  liveEvent("workspace", DELETED, deletedId),
]);

/** Memberships: every socket reloads the projects it may hear of after these. */
const workspaceMemberEvent = z.discriminatedUnion("action", [
  liveEvent("workspace_member", EDITS, z.object({ member: liveMembershipSchema })),
  liveEvent("workspace_member", DELETED, z.object({ id: z.string(), member: liveMembershipSchema })),
]);

const projectEvent = z.discriminatedUnion("action", [
  liveEvent("project", CHANGES, z.object({ project: sharedProjectSchema, changed: changed.optional() })),
  liveEvent("project", DELETED, deletedId),
]);

const projectMemberEvent = z.discriminatedUnion("action", [
  liveEvent("project_member", EDITS, z.object({ member: liveMembershipSchema })),
  liveEvent("project_member", DELETED, z.object({ id: z.string(), member: liveMembershipSchema })),
]);

const stateEvent = z.discriminatedUnion("action", [
  liveEvent(
    "state",
    EDITS,
    z.object({
      state: stateSchema,
      changed: changed.optional(),
      /** Marking a state the default also names the default it replaced. */
      default_state_id: z.string().optional(),
      previous_default_state_id: z.string().nullable().optional(),
    }),
  ),
  liveEvent("state", DELETED, deletedId),
]);

const labelEvent = z.discriminatedUnion("action", [
  liveEvent(
    "label",
    EDITS,
    z.object({
      label: labelSchema,
      changed: changed.optional(),
      /** After a rebalance every sibling moved: the new order of the whole list. */
      reordered: z.array(z.object({ id: z.string(), sort_order: z.number() })).optional(),
    }),
  ),
  /** The deleted label's children became top-level labels. */
  liveEvent("label", DELETED, z.object({ id: z.string(), children: z.array(z.string()) })),
]);

/** Cycles and modules travel as nobody in particular sees them (is_favorite false). */
const cycleEvent = z.discriminatedUnion("action", [
  liveEvent("cycle", CHANGES, z.object({ cycle: cycleSchema, changed })),
  liveEvent("cycle", DELETED, deletedId),
]);

const moduleEvent = z.discriminatedUnion("action", [
  liveEvent("module", CHANGES, z.object({ module: moduleSchema, changed })),
  liveEvent("module", DELETED, deletedId),
]);

const estimateEvent = z.discriminatedUnion("action", [
  liveEvent(
    "estimate",
    EDITS,
    z.object({
      estimate: estimateSchema,
      changed: changed.optional(),
      /** Making an estimate the active one deactivates these. */
      archived_estimate_ids: z.array(z.string()).optional(),
    }),
  ),
  liveEvent("estimate", DELETED, deletedId),
]);

/**
 * A view as nobody in particular sees it (is_favorite false). A private view's events reach its owner
 * only; when a view turns private everyone else hears `{id, access: 1, changed: ["access"]}`: drop it.
 */
const viewEvent = z.discriminatedUnion("action", [
  liveEvent(
    "view",
    CHANGES,
    z.union([
      z.object({ view: issueViewSchema, changed }),
      z.object({ id: z.string(), access: z.literal(1), changed: z.tuple([z.literal("access")]) }),
    ]),
  ),
  liveEvent("view", DELETED, deletedId),
]);

/**
 * A page as nobody in particular sees it (is_favorite false, no content: `changed` names "description"
 * when the content changed, and open pages refetch it). A private page's events reach its owner only;
 * when a page turns private everyone else hears `{id, access: 1, changed: ["access"]}`: drop it. Guests
 * hear of pages only where the project lets them read pages. A page moved away is "deleted" in the
 * project it left and "created" in the one it joined.
 */
const pageEvent = z.discriminatedUnion("action", [
  liveEvent(
    "page",
    CHANGES,
    z.union([
      z.object({ page: pageSchema, changed }),
      z.object({ id: z.string(), access: z.literal(1), changed: z.tuple([z.literal("access")]) }),
    ]),
  ),
  liveEvent("page", DELETED, deletedId),
]);

/** Only its author hears of a draft; a published draft is deleted with `{published: true}`. */
const draftEvent = z.discriminatedUnion("action", [
  liveEvent("draft_issue", EDITS, z.object({})),
  liveEvent("draft_issue", DELETED, z.object({ published: z.literal(true).optional() })),
]);

/**
 * A notification reaches its receiver only (recipient_id): a new one, or one changed from another screen
 * (read, snoozed, archived). Mark-all-read names the notifications it marked read.
 */
const notificationEvent = liveEvent(
  "notification",
  ["created", "updated"],
  z.union([z.object({ notification: notificationSchema }), z.object({ marked_read: z.array(z.string()), read_at: z.string() })]),
);

/** A sticky is its owner's alone: its events carry recipient_id, so only the owner's other screens hear them. */
const stickyEvent = z.discriminatedUnion("action", [
  liveEvent("sticky", EDITS, z.object({ sticky: stickySchema, changed })),
  liveEvent("sticky", DELETED, deletedId),
]);

/**
 * Favorites are their owner's alone (recipient_id), so only the owner's other screens hear of them: the
 * sidebar and the stars of what the event names refresh. A deletion names every favorite that went (a
 * folder's contents go with it; archiving or deleting an entity takes it from each owner's list).
 */
const favoriteEvent = z.discriminatedUnion("action", [
  liveEvent("favorite", EDITS, z.object({ favorite: favoriteRefSchema, changed })),
  liveEvent("favorite", DELETED, z.object({ id: z.string(), removed: z.array(favoriteRefSchema) })),
]);

export const liveEventSchema = z.discriminatedUnion("entity_type", [
  issueEvent,
  commentEvent,
  liveEvent("issue_reaction", ["created", "deleted"], reactionPayload),
  liveEvent("comment_reaction", ["created", "deleted"], reactionPayload),
  relationEvent,
  linkEvent,
  attachmentEvent,
  subscriberEvent,
  workspaceEvent,
  workspaceMemberEvent,
  projectEvent,
  projectMemberEvent,
  stateEvent,
  labelEvent,
  cycleEvent,
  moduleEvent,
  estimateEvent,
  viewEvent,
  pageEvent,
  draftEvent,
  notificationEvent,
  stickyEvent,
  favoriteEvent,
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEntityType = LiveEvent["entity_type"];

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a writer says of a change: its entity, action and payload, which must agree. */
export type LiveChange = DistributiveOmit<LiveEvent, keyof typeof eventFields>;
/** The changes of one entity type: its actions with their payloads. */
export type LiveChangeOf<T extends LiveEntityType> = DistributiveOmit<Extract<LiveChange, { entity_type: T }>, "entity_type">;

/** `?after=<last event id seen>`: what a reconnecting client missed. */
export const liveQuery = z.object({ after: z.coerce.number().int().min(0).optional() });

/** What the server sends over the socket (plus "pong" to a "ping"). */
export const liveServerMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("event"), event: liveEventSchema }),
  /** Caught up: everything up to this id was sent or may not be heard. */
  z.object({ type: z.literal("ready"), last_event_id: z.number() }),
  /** Too much was missed to replay: refetch everything of the workspace. */
  z.object({ type: z.literal("resync") }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;

/** The HTTP catch-up: events after `after` the caller may hear of; `resync` when the limit cut the list. */
export const liveCatchUpSchema = z.object({
  results: z.array(liveEventSchema),
  resync: z.boolean(),
  last_event_id: z.number(),
});
export type LiveCatchUp = z.infer<typeof liveCatchUpSchema>;
