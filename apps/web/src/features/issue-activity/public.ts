/**
 * The light part of issue-activity for other screens that tell what happened to an issue (the inbox):
 * the activity sentence and the self-updating relative time, without the comment editor.
 */
export { RelativeTime } from "./components/relative-time";
export { activitySentence } from "./lib/activity-sentence";
