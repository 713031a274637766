import { ListToolbar } from "../../../components/ui/list-toolbar";
import { PROJECT_FILTERS, type ProjectFilter } from "../api/project-lists";

type ProjectsToolbarProps = {
  filter: ProjectFilter;
  onFilterChange: (filter: ProjectFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
};

export function ProjectsToolbar(props: ProjectsToolbarProps) {
  return <ListToolbar noun="projects" filters={PROJECT_FILTERS} {...props} />;
}
