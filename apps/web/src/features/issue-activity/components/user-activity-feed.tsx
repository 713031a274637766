import type { UserActivityPage } from "@hangar/contracts";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { History } from "lucide-react";
import { LoadMoreFooter } from "../../../components/load-more-footer";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { UserActivityList } from "./user-activity-list";

type FeedProps = {
  query: UseInfiniteQueryResult<InfiniteData<UserActivityPage>>;
  emptyTitle: string;
  emptyDescription: string;
};

/** A person's activity a page at a time, with its loading, error and empty states. */
export function UserActivityFeed({ query, emptyTitle, emptyDescription }: FeedProps) {
  if (query.isPending) return <PageSpinner label="Loading activity" />;
  if (query.isError) {
    return (
      <EmptyState
        icon={History}
        title="Couldn't load the activity"
        description={errorMessage(query.error)}
        action={
          <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  const activities = query.data.pages.flatMap((page) => page.results);
  if (activities.length === 0) return <EmptyState icon={History} title={emptyTitle} description={emptyDescription} />;
  return (
    <div>
      <UserActivityList activities={activities} />
      <LoadMoreFooter query={query} />
    </div>
  );
}
