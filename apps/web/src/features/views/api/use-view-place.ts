import { useMemo } from "react";
import type { ViewPlace } from "./view-keys";

/** A stable place object, so hooks keyed on it don't rebuild every render. */
export function useViewPlace(slug: string, projectId: string | null): ViewPlace {
  return useMemo(() => ({ slug, projectId }), [slug, projectId]);
}
