import { ListToolbar } from "../../../components/ui/list-toolbar";

/** Spec §6: views filter by public, private or archived. */
export const VIEW_FILTERS = [
  { value: "all", label: "All" },
  { value: "public", label: "Public" },
  { value: "private", label: "Private" },
  { value: "archived", label: "Archived" },
] as const;
export type ViewFilter = (typeof VIEW_FILTERS)[number]["value"];

type ViewsToolbarProps = {
  filter: ViewFilter;
  onFilterChange: (filter: ViewFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
};

export function ViewsToolbar(props: ViewsToolbarProps) {
  return <ListToolbar noun="views" filters={VIEW_FILTERS} {...props} />;
}
