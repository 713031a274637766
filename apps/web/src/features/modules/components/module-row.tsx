import type { Module, ModuleStatus } from "@hangar/contracts";
import { Layers } from "lucide-react";
import { Link } from "react-router";
import { FavoriteStar } from "../../../components/ui/favorite-star";
import { cn } from "../../../lib/cn";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { moduleUrl } from "../api/module-keys";
import type { ModulePerson } from "../lib/use-module-people";
import { type ModuleAction, ModuleActionsMenu } from "./module-actions-menu";
import { ModuleDates } from "./module-dates";
import { LeadAvatar, MemberAvatars } from "./module-people";
import { ModuleProgressBar } from "./module-progress-bar";
import { ModuleStatusPicker } from "./module-status-badge";

export type ModuleItemProps = {
  slug: string;
  module: Module;
  peopleById: Map<string, ModulePerson>;
  canEdit: boolean;
  onStatusChange: (status: ModuleStatus) => void;
  onToggleFavorite: () => void;
  onAction: (action: ModuleAction) => void;
};

export function FavoriteButton({ module, canEdit, onToggle }: { module: Module; canEdit: boolean; onToggle: () => void }) {
  if (!canEdit || module.archived_at) return null;
  return <FavoriteStar name={module.name} favorite={module.is_favorite} onToggle={onToggle} />;
}

/** One module in the list layout: everything at a glance, status and favorite changeable in place. */
export function ModuleRow({ slug, module, peopleById, canEdit, onStatusChange, onToggleFavorite, onAction }: ModuleItemProps) {
  const pending = isTemporaryId(module.id);
  const members = module.member_ids.map((id) => peopleById.get(id)).filter((p): p is ModulePerson => Boolean(p));
  return (
    <li
      aria-label={module.name}
      className={cn(
        "flex min-h-12 items-center gap-3 border-b border-border px-4 py-2 hover:bg-surface-hover",
        pending && "opacity-60",
      )}
    >
      <Layers className="size-4 shrink-0 text-fg-subtle" aria-hidden />
      <Link
        to={moduleUrl(slug, module.project_id, module.id)}
        aria-disabled={pending || undefined}
        className="min-w-0 flex-1 truncate text-sm font-medium text-fg hover:underline"
      >
        {module.name}
      </Link>
      <ModuleProgressBar module={module} className="hidden shrink-0 sm:block" />
      <span className="hidden shrink-0 md:inline-flex">
        <ModuleDates start={module.start_date} target={module.target_date} />
      </span>
      <ModuleStatusPicker
        status={module.status}
        moduleName={module.name}
        readOnly={!canEdit || pending || Boolean(module.archived_at)}
        onChange={onStatusChange}
      />
      <span className="flex w-24 shrink-0 items-center justify-end gap-2">
        <MemberAvatars members={members} />
        <LeadAvatar lead={module.lead_id ? peopleById.get(module.lead_id) : undefined} />
      </span>
      {!pending && (
        <span className="flex shrink-0 items-center">
          <FavoriteButton module={module} canEdit={canEdit} onToggle={onToggleFavorite} />
          <ModuleActionsMenu module={module} canEdit={canEdit} onAction={onAction} />
        </span>
      )}
    </li>
  );
}
