import { describe, expect, it } from "vitest";
import {
  type Agent,
  createProject,
  getTestContext,
  type LiveMessage,
  openLive,
  type RoleMatrix,
  roleMatrix,
} from "../../test/harness";
import { createAndUpload } from "../attachments/attachment-test-kit";

type Live = Awaited<ReturnType<typeof openLive>>;
type Who = "admin" | "member" | "guest";

/** Sockets for the three members of a role matrix, each caught up, and the id they became ready at. */
async function listeners(m: RoleMatrix) {
  const sockets = {} as Record<Who, Live>;
  let since = 0;
  for (const who of ["admin", "member", "guest"] as Who[]) {
    sockets[who] = await openLive(m[who].agent, m.slug);
    const ready = await sockets[who].waitFor((msg) => msg.type === "ready");
    since = since || (ready.last_event_id ?? 0);
  }
  /**
   * A workspace-wide change every member hears: once a socket has it, everything committed before it
   * (all the calls under test) has been delivered to that socket or withheld from it.
   */
  const settle = async () => {
    const name = `Marker ${Math.random().toString(36).slice(2)}`;
    expect((await m.admin.agent.patch(`/api/workspaces/${m.slug}/`, { name })).statusCode).toBe(200);
    const marker = (msg: LiveMessage) =>
      msg.event?.entity_type === "workspace" && (msg.event.payload.workspace as { name?: string })?.name === name;
    for (const socket of Object.values(sockets)) await socket.waitFor(marker);
  };
  const heard = (who: Who) => sockets[who].messages.filter((msg) => msg.type === "event").map((msg) => msg.event);
  const caughtUp = async (who: Who) => {
    const res = await m[who].agent.get(`/api/workspaces/${m.slug}/events/?after=${since}`);
    expect(res.statusCode).toBe(200);
    return res.json().results as NonNullable<LiveMessage["event"]>[];
  };
  const close = () => {
    for (const socket of Object.values(sockets)) socket.ws.terminate();
  };
  return { sockets, settle, heard, caughtUp, close };
}

const mentions = (events: unknown[], ...needles: string[]) =>
  events.filter((e) => needles.some((needle) => JSON.stringify(e).includes(needle)));

describe("who hears what", () => {
  it("a draft's comments, reactions, links, attachments and subscription reach its author only, live and caught up", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const base = `/api/workspaces/${m.slug}/projects/${m.projectId}`;
    const live = await listeners(m);
    const author = m.member.agent;
    const draft = (await author.post(`${base}/issue-drafts/`, { name: "Quiet draft" })).json();
    const issue = `${base}/issues/${draft.id}/`;
    const comment = (await author.post(`${issue}comments/`, { comment_html: "<p>the secret plan</p>" })).json();
    await author.patch(`${issue}comments/${comment.id}/`, { comment_html: "<p>the secret plan, revised</p>" });
    await author.post(`${issue}comments/${comment.id}/reactions/`, { reaction: "👍" });
    await author.post(`${issue}reactions/`, { reaction: "🎉" });
    await author.post(`${issue}issue-links/`, { url: "https://example.com/secret-link" });
    // Commenting subscribed the author: leaving is the change here.
    expect((await author.delete(`${issue}subscribe/`)).json()).toEqual({ subscribed: false });
    const attachments = `/api/assets/v2/workspaces/${m.slug}/projects/${m.projectId}/issues/${draft.id}/attachments/`;
    const asset = await createAndUpload(author, attachments);
    expect((await author.patch(`${attachments}${asset.asset_id}/`)).statusCode).toBe(200);
    await author.delete(`${issue}comments/${comment.id}/`);
    await live.settle();

    const needles = [draft.id, "secret"];
    for (const who of ["admin", "guest"] as Who[]) {
      expect(mentions(live.heard(who), ...needles), who).toEqual([]);
      expect(mentions(await live.caughtUp(who), ...needles), who).toEqual([]);
    }
    const kinds = (events: unknown[]) =>
      mentions(events, draft.id)
        .map((e) => (e as { entity_type: string }).entity_type)
        .filter((t) => t !== "draft_issue");
    const expected = [
      "issue_comment",
      "issue_comment",
      "comment_reaction",
      "issue_reaction",
      "issue_link",
      "issue_subscriber",
      "issue_attachment",
      "issue_comment",
    ];
    expect(kinds(live.heard("member"))).toEqual(expected);
    expect(kinds(await live.caughtUp("member"))).toEqual(expected);
    live.close();
  });

  it("a relation to an issue of a private project tells only those who may read that issue", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const hidden = await createProject(m.admin.agent, m.slug, { network: 0 });
    const shared = await m.admin.agent.post(`/api/workspaces/${m.slug}/projects/${m.projectId}/issues/`, { name: "Shared" });
    const secret = await m.admin.agent.post(`/api/workspaces/${m.slug}/projects/${hidden.id}/issues/`, {
      name: "Acquire Initech",
    });
    const a = shared.json();
    const p = secret.json();
    const key = `${hidden.identifier}-${p.sequence_id}`;
    const live = await listeners(m);
    const sharedUrl = `/api/workspaces/${m.slug}/projects/${m.projectId}/issues/${a.id}/`;
    const related = await m.admin.agent.post(`${sharedUrl}issue-relation/`, { relation_type: "blocked_by", issues: [p.id] });
    expect(related.statusCode, related.body).toBe(201);
    const removed = await m.admin.agent.post(`${sharedUrl}remove-relation/`, {
      relation_type: "blocked_by",
      related_issue: p.id,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    await m.admin.agent.post(`${sharedUrl}issue-relation/`, { relation_type: "relates_to", issues: [p.id] });
    await live.settle();

    const needles = [p.id, "Initech", key];
    for (const who of ["member", "guest"] as Who[]) {
      expect(mentions(live.heard(who), ...needles), who).toEqual([]);
      expect(mentions(await live.caughtUp(who), ...needles), who).toEqual([]);
      const history = await m[who].agent.get(`${sharedUrl}history/`);
      expect(history.statusCode).toBe(200);
      expect(mentions(history.json(), ...needles), who).toEqual([]);
      const relations = (await m[who].agent.get(`${sharedUrl}issue-relation/`)).json();
      expect(Object.values(relations).flat(), who).toEqual([]);
    }
    // Those who may read both issues hear all of it, and their history names the other issue.
    const adminHeard = mentions(live.heard("admin"), "Initech").filter(
      (e) => (e as { entity_type: string }).entity_type === "issue_relation",
    );
    expect(adminHeard.length).toBeGreaterThanOrEqual(3);
    expect(mentions((await m.admin.agent.get(`${sharedUrl}history/`)).json(), key).length).toBeGreaterThanOrEqual(3);
    live.close();
  });

  it("a private view's events reach its owner only; turning one private tells others only to drop it", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const live = await listeners(m);
    const owner: Agent = m.member.agent;
    const workspaceViews = `/api/workspaces/${m.slug}/views/`;
    const projectViews = `/api/workspaces/${m.slug}/projects/${m.projectId}/views/`;
    const secretWs = (await owner.post(workspaceViews, { name: "Layoffs shortlist", access: 1 })).json();
    await owner.patch(`${workspaceViews}${secretWs.id}/`, { name: "Layoffs shortlist v2" });
    const secretProject = (await owner.post(projectViews, { name: "Reorg board", access: 1 })).json();
    await owner.post(`${projectViews}${secretProject.id}/archive/`);
    expect((await owner.delete(`${workspaceViews}${secretWs.id}/`)).statusCode).toBe(204);
    const shared = (await owner.post(workspaceViews, { name: "Team board" })).json();
    expect((await owner.patch(`${workspaceViews}${shared.id}/`, { access: 1, name: "Now mine" })).statusCode).toBe(200);
    await live.settle();

    for (const who of ["admin", "guest"] as Who[]) {
      for (const events of [live.heard(who), await live.caughtUp(who)]) {
        expect(mentions(events, secretWs.id, secretProject.id, "Layoffs", "Reorg", "Now mine"), who).toEqual([]);
        const views = events.filter((e) => e?.entity_type === "view");
        // They heard the shared view come and go private, and nothing else: not its owner, not its new name.
        expect(
          views.map((e) => [e?.entity_id, e?.action]),
          who,
        ).toEqual([
          [shared.id, "created"],
          [shared.id, "updated"],
        ]);
        expect(views[1]?.payload).toEqual({ id: shared.id, access: 1, changed: ["access"] });
      }
    }
    const ownerHeard = mentions(live.heard("member"), secretWs.id, secretProject.id).map((e) => (e as { action: string }).action);
    expect(ownerHeard).toEqual(["created", "updated", "created", "archived", "deleted"]);
    live.close();
  });
});
