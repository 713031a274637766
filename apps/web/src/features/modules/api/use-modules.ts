import { flatIssuePage, type Issue, type IssuePage, issueEndpoints, moduleEndpoints as modules } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { useShallow } from "zustand/react/shallow";
import { call } from "../../../lib/api";
import { useIssueStore, withoutPendingFields } from "../../issue-core";
import { moduleKeys } from "./module-keys";

/** The project's modules in the server's default order (by name); the screen sorts them as the user chose. */
export function useModules(slug: string, projectId: string) {
  return useQuery({
    queryKey: moduleKeys.list(slug, projectId),
    enabled: Boolean(slug && projectId),
    queryFn: ({ signal }) => call(modules.list, { params: { slug, projectId }, signal }),
  });
}

export function useArchivedModules(slug: string, projectId: string, enabled = true) {
  return useQuery({
    queryKey: moduleKeys.archived(slug, projectId),
    enabled: enabled && Boolean(slug && projectId),
    queryFn: ({ signal }) => call(modules.listArchived, { params: { slug, projectId }, signal }),
  });
}

export function useModule(slug: string, projectId: string, moduleId: string) {
  return useQuery({
    queryKey: moduleKeys.detail(slug, projectId, moduleId),
    enabled: Boolean(slug && projectId && moduleId),
    queryFn: ({ signal }) => call(modules.get, { params: { slug, projectId, moduleId }, signal }),
  });
}

const PAGE = 1000;

/**
 * Loads every issue of the module into the shared issue store (the sidebar's breakdowns need all of them,
 * not the filtered page the list shows) and answers with their ids.
 */
export function useModuleIssuesQuery(slug: string, projectId: string, moduleId: string) {
  return useQuery({
    queryKey: moduleKeys.issues(slug, projectId, moduleId),
    enabled: Boolean(slug && projectId && moduleId),
    queryFn: async ({ signal }) => {
      const all: Issue[] = [];
      let cursor: string | undefined = `${PAGE}:0:0`;
      while (cursor) {
        const page: IssuePage = flatIssuePage(
          await call(issueEndpoints.listModuleIssues, {
            params: { slug, projectId, moduleId },
            query: { per_page: PAGE, cursor },
            signal,
          }),
        );
        all.push(...page.results);
        cursor = page.next_page_results && page.next_cursor !== cursor ? page.next_cursor : undefined;
      }
      useIssueStore.getState().upsertIssues(all.map(withoutPendingFields));
      return all.map((i) => i.id);
    },
  });
}

/** The module's live issues as the store has them now, so edits anywhere show at once. */
export function useModuleIssues(moduleId: string): Issue[] {
  return useIssueStore(
    useShallow((state) =>
      Object.values(state.issuesById).filter((i) => i.module_ids.includes(moduleId) && !i.archived_at && !i.is_draft),
    ),
  );
}
