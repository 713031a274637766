import { z } from "zod";
import { createAttachmentBody, createAttachmentResponseSchema, issueAttachmentSchema } from "../attachment";
import { ROLE } from "../constants";
import { endpoint, noContent } from "../endpoint";
import {
  bulkSubscribeBody,
  bulkSubscribeResultSchema,
  createCommentBody,
  createLinkBody,
  createRelationBody,
  historyItemSchema,
  historyQuery,
  issueCommentSchema,
  issueLinkSchema,
  issueRelationsSchema,
  reactionBody,
  reactionSchema,
  reactionValue,
  removeRelationBody,
  subscriptionStatusSchema,
  updateCommentBody,
  updateLinkBody,
} from "../issue-extras";

const project = "/api/workspaces/:slug/projects/:projectId";
const issue = `${project}/issues/:issueId`;
const comment = `${issue}/comments/:commentId`;
const attachments = "/api/assets/v2/workspaces/:slug/projects/:projectId/issues/:issueId/attachments";
const assetId = z.uuid({ message: "assetId must be a UUID" });
/** Guests read an issue's parts, comment, react and follow it (spec §6). */
const reader = { project: ROLE.GUEST } as const;
/** Links, relations and attachments are part of the issue: Members and Admins change them. */
const writer = { project: ROLE.MEMBER } as const;

/**
 * What hangs off an issue: comments, reactions, links, relations, subscriptions, history, attachments.
 * Each is reached only through an issue the caller may read (a draft is its author's alone), else 404.
 * Each entry: packages/contracts/src/endpoint.ts.
 */
export const issueExtraEndpoints = {
  listComments: endpoint({
    method: "GET",
    path: `${issue}/comments/`,
    access: reader,
    response: z.array(issueCommentSchema),
    summary: "An issue's comments with their reactions, oldest first",
  }),
  createComment: endpoint({
    method: "POST",
    path: `${issue}/comments/`,
    access: reader,
    body: createCommentBody,
    response: issueCommentSchema,
    status: 201,
    summary: "Comment on an issue",
  }),
  getComment: endpoint({
    method: "GET",
    path: `${comment}/`,
    access: reader,
    response: issueCommentSchema,
    summary: "One comment",
  }),
  updateComment: endpoint({
    method: "PATCH",
    path: `${comment}/`,
    access: reader,
    body: updateCommentBody,
    response: issueCommentSchema,
    summary: "Edit a comment (its author only)",
  }),
  deleteComment: endpoint({
    method: "DELETE",
    path: `${comment}/`,
    access: reader,
    response: noContent,
    status: 204,
    summary: "Delete a comment (its author or a project admin)",
  }),

  listIssueReactions: endpoint({
    method: "GET",
    path: `${issue}/reactions/`,
    access: reader,
    response: z.array(reactionSchema),
    summary: "Reactions to an issue, oldest first",
  }),
  addIssueReaction: endpoint({
    method: "POST",
    path: `${issue}/reactions/`,
    access: reader,
    body: reactionBody,
    response: reactionSchema,
    status: 201,
    summary: "React to an issue (200 with the existing reaction when the caller already reacted so)",
  }),
  removeIssueReaction: endpoint({
    method: "DELETE",
    path: `${issue}/reactions/:reaction/`,
    params: { reaction: reactionValue },
    access: reader,
    response: noContent,
    status: 204,
    summary: "Take back the caller's reaction to an issue",
  }),
  listCommentReactions: endpoint({
    method: "GET",
    path: `${comment}/reactions/`,
    access: reader,
    response: z.array(reactionSchema),
    summary: "Reactions to a comment, oldest first",
  }),
  addCommentReaction: endpoint({
    method: "POST",
    path: `${comment}/reactions/`,
    access: reader,
    body: reactionBody,
    response: reactionSchema,
    status: 201,
    summary: "React to a comment (200 with the existing reaction when the caller already reacted so)",
  }),
  removeCommentReaction: endpoint({
    method: "DELETE",
    path: `${comment}/reactions/:reaction/`,
    params: { reaction: reactionValue },
    access: reader,
    response: noContent,
    status: 204,
    summary: "Take back the caller's reaction to a comment",
  }),

  listLinks: endpoint({
    method: "GET",
    path: `${issue}/issue-links/`,
    access: reader,
    response: z.array(issueLinkSchema),
    summary: "An issue's links, oldest first",
  }),
  createLink: endpoint({
    method: "POST",
    path: `${issue}/issue-links/`,
    access: writer,
    body: createLinkBody,
    response: issueLinkSchema,
    status: 201,
    summary: "Link a URL to an issue (http and https only, once per issue)",
  }),
  getLink: endpoint({
    method: "GET",
    path: `${issue}/issue-links/:linkId/`,
    access: reader,
    response: issueLinkSchema,
    summary: "One link",
  }),
  updateLink: endpoint({
    method: "PATCH",
    path: `${issue}/issue-links/:linkId/`,
    access: writer,
    body: updateLinkBody,
    response: issueLinkSchema,
    summary: "Change a link's URL or title",
  }),
  deleteLink: endpoint({
    method: "DELETE",
    path: `${issue}/issue-links/:linkId/`,
    access: writer,
    response: noContent,
    status: 204,
    summary: "Remove a link",
  }),

  listRelations: endpoint({
    method: "GET",
    path: `${issue}/issue-relation/`,
    access: reader,
    response: issueRelationsSchema,
    summary: "The issues related to this one, by relation type as read from this issue",
  }),
  createRelations: endpoint({
    method: "POST",
    path: `${issue}/issue-relation/`,
    access: writer,
    body: createRelationBody,
    response: issueRelationsSchema,
    status: 201,
    summary: "Relate issues to this one (a Member of their projects too); answers every relation after",
  }),
  removeRelation: endpoint({
    method: "POST",
    path: `${issue}/remove-relation/`,
    access: writer,
    body: removeRelationBody,
    response: noContent,
    status: 204,
    summary: "Remove a relation between this issue and another",
  }),

  getSubscription: endpoint({
    method: "GET",
    path: `${issue}/subscribe/`,
    access: reader,
    response: subscriptionStatusSchema,
    summary: "Whether the caller follows the issue",
  }),
  subscribe: endpoint({
    method: "POST",
    path: `${issue}/subscribe/`,
    access: reader,
    response: subscriptionStatusSchema,
    summary: "Follow the issue",
  }),
  unsubscribe: endpoint({
    method: "DELETE",
    path: `${issue}/subscribe/`,
    access: reader,
    response: subscriptionStatusSchema,
    summary: "Stop following the issue",
  }),
  bulkSubscribe: endpoint({
    method: "POST",
    path: `${project}/bulk-subscribe-issues/`,
    access: reader,
    body: bulkSubscribeBody,
    response: bulkSubscribeResultSchema,
    summary: "Follow many issues of a project at once (all or none)",
  }),

  history: endpoint({
    method: "GET",
    path: `${issue}/history/`,
    access: reader,
    query: historyQuery,
    response: z.array(historyItemSchema),
    summary: "An issue's property changes and comments in one timeline, oldest first",
  }),

  listAttachments: endpoint({
    method: "GET",
    path: `${attachments}/`,
    access: reader,
    response: z.array(issueAttachmentSchema),
    summary: "An issue's uploaded attachments, newest first",
  }),
  createAttachment: endpoint({
    method: "POST",
    path: `${attachments}/`,
    access: writer,
    body: createAttachmentBody,
    response: createAttachmentResponseSchema,
    status: 201,
    summary: "Reserve an attachment and get the signed form the browser uploads its file with",
  }),
  completeAttachment: endpoint({
    method: "PATCH",
    path: `${attachments}/:assetId/`,
    params: { assetId },
    access: writer,
    response: issueAttachmentSchema,
    summary: "Mark an attachment uploaded once its file is stored (the uploader or a project admin)",
  }),
  deleteAttachment: endpoint({
    method: "DELETE",
    path: `${attachments}/:assetId/`,
    params: { assetId },
    access: writer,
    response: noContent,
    status: 204,
    summary: "Delete an attachment and its file (the uploader or a project admin)",
  }),
  downloadAttachment: endpoint({
    method: "GET",
    path: `${attachments}/:assetId/`,
    params: { assetId },
    access: reader,
    response: z
      .file()
      .describe(
        "The file's bytes with its stored Content-Type and an attachment Content-Disposition; " +
          "or, with object storage, a 302 redirect (Location header) to a short-lived signed link",
      ),
    summary: "Download an attachment's file",
  }),
  /**
   * Only with the local file store (no object storage configured): it stands in for an S3 bucket's POST.
   * The body is multipart form data, the signed fields of `upload_data` then `file`; the signed policy is
   * the credential, so there is no session and no CSRF check.
   */
  uploadFile: endpoint({
    method: "POST",
    path: "/api/assets/v2/uploads/",
    access: "public",
    csrf: false,
    response: noContent,
    status: 204,
    summary: "Receive a file for a signed upload form (multipart: the form's fields, then `file`)",
  }),
};
