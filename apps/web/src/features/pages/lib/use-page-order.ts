import { DEFAULT_PAGE_ORDER_BY, PAGE_ORDER_BY, type PageOrderBy } from "@hangar/contracts";
import { useStoredState } from "../../../lib/use-stored-state";

const isPageOrderBy = (value: unknown): value is PageOrderBy => (PAGE_ORDER_BY as readonly unknown[]).includes(value);

/** The pages list's sort, remembered per project in this browser (as the modules list's display is). */
export function usePageOrder(projectId: string): [PageOrderBy, (orderBy: PageOrderBy) => void] {
  return useStoredState(`pages_order:${projectId}`, (stored) => (isPageOrderBy(stored) ? stored : DEFAULT_PAGE_ORDER_BY));
}
