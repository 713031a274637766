import { canCreatePage, type PageActor, type PageListTab } from "@hangar/contracts";
import { Archive, FileText, Lock, Plus, SearchX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { TabList } from "../../../components/tab-list";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { useCreateRequest } from "../../../lib/create-request";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { type PageListParams, type PagePlace, pageUrl } from "../api/page-keys";
import { usePagePeople } from "../api/use-page-people";
import { usePages } from "../api/use-pages";
import { PAGE_MESSAGES } from "../lib/page-messages";
import { usePageOrder } from "../lib/use-page-order";
import { CreatePageModal } from "./create-page-modal";
import { PageRow } from "./page-row";
import { PagesToolbar } from "./pages-toolbar";

const TABS: { value: PageListTab; label: string }[] = [
  { value: "public", label: "Public" },
  { value: "private", label: "Private" },
  { value: "archived", label: "Archived" },
];

const EMPTY: Record<PageListTab, { icon: typeof FileText; title: string; description: string }> = {
  public: {
    icon: FileText,
    title: "No public pages yet",
    description:
      "Pages hold specs, meeting notes and runbooks next to the issues. Create one: everyone in the project can read it.",
  },
  private: {
    icon: Lock,
    title: "No private pages",
    description:
      "Private pages are yours alone. Create one with access Private, or make one of your pages private from its menu.",
  },
  archived: {
    icon: Archive,
    title: "No archived pages",
    description: "Archive a page from its menu to keep it read-only and out of the way; restore it from here.",
  },
};

type PagesListProps = { place: PagePlace; actor: PageActor; breadcrumb: ReactNode };

/** A project's pages: tabs public / private / archived, sort, owner and date filters, search, create. */
export function PagesList({ place, actor, breadcrumb }: PagesListProps) {
  const navigate = useNavigate();
  const [orderBy, setOrderBy] = usePageOrder(place.projectId);
  const [filters, setFilters] = useState<Omit<PageListParams, "orderBy">>({
    tab: "public",
    search: "",
    ownedBy: [],
    createdFrom: "",
    createdTo: "",
  });
  const params: PageListParams = { ...filters, orderBy };
  const [creating, setCreating] = useState(false);
  const search = useDebouncedValue(params.search, 250);
  const pages = usePages(place, { ...params, search });
  const people = usePagePeople(place.slug);
  const canCreate = canCreatePage(actor);
  useCreateRequest("page", place.projectId, () => setCreating(true), canCreate);
  const change = ({ orderBy: nextOrder, ...changes }: Partial<PageListParams>) => {
    if (nextOrder) setOrderBy(nextOrder);
    setFilters((current) => ({ ...current, ...changes }));
  };
  const filtering =
    params.search.trim() !== "" || params.ownedBy.length > 0 || params.createdFrom !== "" || params.createdTo !== "";
  const empty = EMPTY[params.tab];
  const createButton = (label: string) =>
    canCreate && (
      <Button size="sm" onClick={() => setCreating(true)}>
        <Plus aria-hidden /> {label}
      </Button>
    );

  return (
    <div className="flex h-full flex-col">
      <header className="flex h-11 shrink-0 items-center gap-2 border-b border-border px-5">
        {breadcrumb}
        <TabList label="Pages" tabs={TABS} value={params.tab} onChange={(tab) => change({ tab })} className="ml-4" />
        <div className="ml-auto">{createButton("New page")}</div>
      </header>
      <PagesToolbar params={params} onChange={change} people={[...people.values()]} />
      <div className="min-h-0 flex-1 overflow-y-auto">
        {pages.isPending && <PageSpinner label="Loading pages" />}
        {pages.isError && <EmptyState title={PAGE_MESSAGES.fetchPages} />}
        {pages.data && pages.data.length > 0 && (
          <ul aria-label={`${TABS.find((t) => t.value === params.tab)?.label} pages`} className="divide-y divide-border/60">
            {pages.data.map((page) => (
              <PageRow
                key={page.id}
                place={place}
                page={page}
                actor={actor}
                owner={page.owned_by ? people.get(page.owned_by) : undefined}
              />
            ))}
          </ul>
        )}
        {pages.data?.length === 0 &&
          (filtering ? (
            <EmptyState icon={SearchX} title="No pages match" description="Try another word, or clear the search and filters." />
          ) : (
            <EmptyState
              icon={empty.icon}
              title={empty.title}
              description={empty.description}
              action={params.tab !== "archived" && createButton("Create a page")}
            />
          ))}
      </div>
      <CreatePageModal
        place={place}
        open={creating}
        onOpenChange={setCreating}
        onCreated={(page) => navigate(pageUrl(place, page.id))}
      />
    </div>
  );
}
