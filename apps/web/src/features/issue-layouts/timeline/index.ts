export { arrowPath, type DependencyEdge, dependencyEdges, type TimelineRelation } from "./lib/relations";
export {
  barGeometry,
  dragDates,
  TIMELINE_SCALES,
  type TimelineScale,
  type TimelineWindow,
  timelineWindow,
} from "./lib/timeline-math";
export { TimelineLayout, type TimelineLayoutProps } from "./timeline-layout";
