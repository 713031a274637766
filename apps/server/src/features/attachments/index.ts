/**
 * The attachments feature's public API: what other server features use. Import from "../attachments", never
 * from its files. The issue detail lists an issue's attachments; the issue serializer counts them inside
 * its one extras statement (the issue list's hot path), so it takes the entity type they are filed under.
 */
export { ISSUE_ATTACHMENT_ENTITY } from "./attachments.repo";
export { listIssueAttachments } from "./attachments.service";
