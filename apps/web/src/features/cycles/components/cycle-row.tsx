import type { Cycle } from "@hangar/contracts";
import { CalendarDays, RefreshCcw } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "../../../components/ui/avatar";
import { FavoriteStar } from "../../../components/ui/favorite-star";
import type { CyclePerson } from "../api/use-cycle-context";
import { useToggleFavoriteCycle } from "../api/use-cycle-mutations";
import { dateRangeLabel } from "../lib/cycle-status";
import { CycleActionsMenu, cycleUrl } from "./cycle-actions-menu";
import { CycleProgressBar } from "./cycle-progress-bar";
import { CycleStatusBadge } from "./cycle-status-badge";

type CycleRowProps = {
  slug: string;
  cycle: Cycle;
  owner: CyclePerson | undefined;
  canEdit: boolean;
  onEdit: (cycle: Cycle) => void;
  /** Renders a <div> instead of an <li>, for the active-cycle widget's header. */
  as?: "li" | "div";
};

export function CycleRow({ slug, cycle, owner, canEdit, onEdit, as: Tag = "li" }: CycleRowProps) {
  const favorite = useToggleFavoriteCycle(slug, cycle.project_id);
  const archived = cycle.archived_at !== null;
  return (
    <Tag className="group flex min-h-12 items-center gap-3 px-5 py-1.5 hover:bg-surface-hover">
      <RefreshCcw className="size-4 shrink-0 text-fg-subtle" aria-hidden />
      <Link
        to={cycleUrl(slug, cycle)}
        className="min-w-0 flex-1 truncate text-sm font-medium text-fg focus-visible:underline focus-visible:outline-none"
      >
        {cycle.name}
      </Link>
      <CycleStatusBadge status={cycle.status} archived={archived} />
      <span className="hidden w-52 shrink-0 items-center gap-1.5 text-xs text-fg-muted md:flex">
        <CalendarDays className="size-3.5 shrink-0" aria-hidden />
        {dateRangeLabel(cycle)}
      </span>
      <CycleProgressBar done={cycle.completed_issues} total={cycle.total_issues} className="shrink-0" />
      <span className="flex w-6 shrink-0 justify-center">
        {owner && <Avatar name={owner.name} src={owner.avatar} size="md" label={`Owner: ${owner.name}`} />}
      </span>
      {canEdit && !archived ? (
        <FavoriteStar
          name={cycle.name}
          favorite={cycle.is_favorite}
          onToggle={() => favorite.mutate({ id: cycle.id, favorite: !cycle.is_favorite })}
          inRow
        />
      ) : (
        <span className="size-7 shrink-0" />
      )}
      <CycleActionsMenu slug={slug} cycle={cycle} canEdit={canEdit} onEdit={() => onEdit(cycle)} />
    </Tag>
  );
}
