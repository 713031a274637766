/**
 * The notifications feature's public API. The inbox's routes, and the fan-out the issue writers call
 * inside their transactions (features/issues/activity.ts, comments), done after their commit.
 */
export { type NotifyScope, notifyActivities, notifyComment, type WrittenActivity } from "./fanout";
export { runWriting, type Writing } from "./fanout.repo";
export { fanOutsSettled, sweepFanOuts } from "./fanout-runner";
export { notificationRoutes } from "./notifications.routes";
export { notifyPageMentions, type PageMentionScope } from "./page-mentions";
