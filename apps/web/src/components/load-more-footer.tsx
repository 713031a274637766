import { useLoadOnScroll } from "../lib/use-load-on-scroll";
import { Button } from "./ui/button";

type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * The end of an infinite list (TanStack `useInfiniteQuery`): the next page loads as it nears the view;
 * the button stays for the keyboard and for a retry after a failed page.
 */
export function LoadMoreFooter({ query }: { query: PagedQuery }) {
  const sentinel = useLoadOnScroll({
    canLoad: query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError,
    onLoad: () => void query.fetchNextPage(),
  });
  if (!query.hasNextPage) return null;
  return (
    <div ref={sentinel} data-load-more="" aria-busy={query.isFetchingNextPage || undefined} className="flex justify-center py-3">
      <Button size="sm" variant="ghost" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        Load more
      </Button>
    </div>
  );
}
