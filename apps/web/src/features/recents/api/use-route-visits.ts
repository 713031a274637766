import { useEffect } from "react";
import { useParams, useSearchParams } from "react-router";
import { afterBoot } from "../../../lib/boot-phase";
import { routeVisit } from "../lib/route-visit";
import { useRecordVisit } from "./use-record-visit";

/**
 * Records a visit each time the screen starts showing another object (an issue, its peek, a project's
 * lists, a cycle, module, view or page). Recorded from the route rather than on the server's GETs: a
 * read stays free of writes, and prefetches and API scripts never count as visits.
 */
export function useRouteVisits(slug: string | undefined) {
  const params = useParams();
  const [search] = useSearchParams();
  const record = useRecordVisit(slug ?? "");
  const visit = routeVisit({ ...params, peekId: search.get("peekId") });
  const key = visit ? `${visit.entity_name}:${visit.entity_identifier}` : null;
  useEffect(() => {
    if (!slug || !key) return;
    const [entityName, id] = key.split(":") as [Parameters<typeof record>[0], string];
    // Not during a cold load's critical first paint (lib/boot-phase.ts): the record can wait for it.
    return afterBoot(() => record(entityName, id));
  }, [slug, key, record]);
}
