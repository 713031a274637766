import type { State } from "@hangar/contracts";
import { Star } from "lucide-react";
import { RowAction, SettingsListRow, type SettingsRowControls } from "../../../components/settings-list-row";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";

type StateRowProps = SettingsRowControls & { state: State; onMarkDefault: () => void };

export function StateRow(props: StateRowProps) {
  const { state, onMarkDefault } = props;
  return (
    <SettingsListRow
      {...props}
      id={state.id}
      name={state.name}
      color={state.color}
      firstActions={
        !state.default && (
          <RowAction
            title="Mark as default"
            aria-label={`Mark ${state.name} as default`}
            disabled={isTemporaryId(state.id)}
            onClick={onMarkDefault}
          >
            <Star aria-hidden />
          </RowAction>
        )
      }
    >
      <div className="flex min-w-0 flex-1 items-baseline gap-2">
        <span className="truncate text-sm font-medium text-fg">{state.name}</span>
        {state.description && <span className="truncate text-xs text-fg-subtle">{state.description}</span>}
      </div>
      {state.default && (
        <span className="rounded border border-border bg-surface px-1.5 py-px text-2xs font-medium text-fg-muted">Default</span>
      )}
    </SettingsListRow>
  );
}
