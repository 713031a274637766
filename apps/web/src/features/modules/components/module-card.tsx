import { Link } from "react-router";
import { cn } from "../../../lib/cn";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { moduleUrl } from "../api/module-keys";
import type { ModulePerson } from "../lib/use-module-people";
import { ModuleActionsMenu } from "./module-actions-menu";
import { ModuleDates } from "./module-dates";
import { LeadAvatar, MemberAvatars } from "./module-people";
import { ModuleProgressBar } from "./module-progress-bar";
import { FavoriteButton, type ModuleItemProps } from "./module-row";
import { ModuleStatusPicker } from "./module-status-badge";

/** One module in the gallery layout. */
export function ModuleCard({ slug, module, peopleById, canEdit, onStatusChange, onToggleFavorite, onAction }: ModuleItemProps) {
  const pending = isTemporaryId(module.id);
  const members = module.member_ids.map((id) => peopleById.get(id)).filter((p): p is ModulePerson => Boolean(p));
  return (
    <li
      aria-label={module.name}
      className={cn("flex flex-col gap-3 rounded-lg border border-border bg-surface p-3 shadow-xs", pending && "opacity-60")}
    >
      <div className="flex items-start gap-2">
        <Link
          to={moduleUrl(slug, module.project_id, module.id)}
          className="min-w-0 flex-1 truncate text-sm font-medium text-fg hover:underline"
        >
          {module.name}
        </Link>
        {!pending && (
          <span className="-mt-1 -mr-1 flex shrink-0 items-center">
            <FavoriteButton module={module} canEdit={canEdit} onToggle={onToggleFavorite} />
            <ModuleActionsMenu module={module} canEdit={canEdit} onAction={onAction} />
          </span>
        )}
      </div>
      {module.description && <p className="line-clamp-2 text-xs text-fg-muted">{module.description}</p>}
      <div className="flex items-center justify-between gap-2">
        <ModuleStatusPicker
          status={module.status}
          moduleName={module.name}
          readOnly={!canEdit || pending || Boolean(module.archived_at)}
          onChange={onStatusChange}
        />
        <ModuleDates start={module.start_date} target={module.target_date} />
      </div>
      <div className="flex items-center justify-between gap-2">
        <ModuleProgressBar module={module} />
        <span className="flex items-center gap-2">
          <MemberAvatars members={members} />
          <LeadAvatar lead={module.lead_id ? peopleById.get(module.lead_id) : undefined} />
        </span>
      </div>
    </li>
  );
}
