export { type CalendarDisplay, CalendarLayout, type CalendarLayoutProps } from "./calendar-layout";
export type { DateLayoutProps, IssueDatesUpdate, IssueLayoutProps, LayoutMember } from "./layout-props";
export { buildCalendarWeeks, type CalendarDay, type CalendarView } from "./lib/calendar-days";
export { dueDateMove } from "./lib/calendar-moves";
