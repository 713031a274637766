import type { Label } from "@hangar/contracts";
import { CornerDownRight, FolderInput } from "lucide-react";
import { RowAction, SettingsListRow, type SettingsRowControls } from "../../../components/settings-list-row";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";

type LabelRowProps = SettingsRowControls & {
  label: Label;
  depth: number;
  childCount: number;
  /** Labels this one may move under (not itself, its sub-labels or its current parent). */
  moveTargets: Label[];
  onMoveTo: (parent: string | null) => void;
};

export function LabelRow(props: LabelRowProps) {
  const { label, depth, childCount, moveTargets, onMoveTo } = props;
  return (
    <SettingsListRow
      {...props}
      id={label.id}
      name={label.name}
      color={label.color}
      lead={depth > 0 && <CornerDownRight className="size-3 shrink-0 text-fg-subtle" aria-hidden />}
      middleActions={
        <DropdownMenu>
          <DropdownMenuTrigger asChild disabled={isTemporaryId(label.id)}>
            <RowAction aria-label={`Move ${label.name} under another label`}>
              <FolderInput aria-hidden />
            </RowAction>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="max-h-72 overflow-y-auto">
            <DropdownMenuLabel>Move to</DropdownMenuLabel>
            {label.parent !== null && <DropdownMenuItem onSelect={() => onMoveTo(null)}>Top level</DropdownMenuItem>}
            {label.parent !== null && moveTargets.length > 0 && <DropdownMenuSeparator />}
            {moveTargets.map((target) => (
              <DropdownMenuItem key={target.id} onSelect={() => onMoveTo(target.id)}>
                <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: target.color }} aria-hidden />
                <span className="truncate">{target.name}</span>
              </DropdownMenuItem>
            ))}
            {label.parent === null && moveTargets.length === 0 && <DropdownMenuItem disabled>No other labels</DropdownMenuItem>}
          </DropdownMenuContent>
        </DropdownMenu>
      }
    >
      <span className="min-w-0 flex-1 truncate text-sm text-fg">{label.name}</span>
      {childCount > 0 && (
        <span className="text-xs text-fg-subtle">{childCount === 1 ? "1 sub-label" : `${childCount} sub-labels`}</span>
      )}
    </SettingsListRow>
  );
}
