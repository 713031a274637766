import {
  DISPLAY_PROPERTY_KEYS,
  type DisplayFilters,
  type DisplayFiltersPatch,
  type DisplayProperties,
  type IssueGroupBy,
  type IssueOrderBy,
} from "@hangar/contracts";
import { type ReactNode, useId } from "react";
import { NativeSelect } from "../../../components/ui/native-select";
import { PopoverContent } from "../../../components/ui/popover";
import { ToggleSwitch } from "../../../components/ui/toggle-switch";
import { cn } from "../../../lib/cn";
import { DISPLAY_PROPERTY_LABELS, GROUP_BY_OPTIONS, ORDER_BY_OPTIONS, orderByLabel, TYPE_OPTIONS } from "../lib/display-options";

export type DisplayMenuContentProps = {
  displayFilters: DisplayFilters;
  displayProperties: DisplayProperties;
  onDisplayFiltersChange: (patch: DisplayFiltersPatch) => void;
  onDisplayPropertiesChange: (patch: Partial<DisplayProperties>) => void;
};

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1">
      <span className="text-xs text-fg-muted">{label}</span>
      {children}
    </div>
  );
}

/** The "Display" popover's content (./display-menu.tsx). */
export function DisplayMenuContent({
  displayFilters,
  displayProperties,
  onDisplayFiltersChange,
  onDisplayPropertiesChange,
}: DisplayMenuContentProps) {
  const id = useId();
  const { layout, group_by, sub_group_by, order_by, type, sub_issue, show_empty_groups } = displayFilters;
  const grouped = layout === "list" || layout === "kanban";
  const board = layout === "kanban";
  const orderOptions = ORDER_BY_OPTIONS.some((o) => o.value === order_by)
    ? ORDER_BY_OPTIONS
    : [...ORDER_BY_OPTIONS, { value: order_by, label: orderByLabel(order_by) }];

  return (
    <PopoverContent align="end" aria-label="Display options" className="max-h-[75vh] w-80 overflow-y-auto p-3">
      {grouped && (
        <Row label={<label htmlFor={`${id}-group`}>Group by</label>}>
          <NativeSelect
            id={`${id}-group`}
            className="w-40"
            value={group_by ?? ""}
            onChange={(e) => onDisplayFiltersChange({ group_by: (e.target.value || null) as IssueGroupBy | null })}
          >
            {!board && <option value="">None</option>}
            {GROUP_BY_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </Row>
      )}
      {board && (
        <Row label={<label htmlFor={`${id}-sub`}>Sub-group by</label>}>
          <NativeSelect
            id={`${id}-sub`}
            className="w-40"
            value={sub_group_by ?? ""}
            onChange={(e) => onDisplayFiltersChange({ sub_group_by: (e.target.value || null) as IssueGroupBy | null })}
          >
            <option value="">None</option>
            {GROUP_BY_OPTIONS.filter((o) => o.value !== group_by).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </Row>
      )}
      <Row label={<label htmlFor={`${id}-order`}>Order by</label>}>
        <NativeSelect
          id={`${id}-order`}
          className="w-40"
          value={order_by}
          onChange={(e) => onDisplayFiltersChange({ order_by: e.target.value as IssueOrderBy })}
        >
          {orderOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </Row>
      <Row label="Issue type">
        <fieldset aria-label="Issue type" className="m-0 flex min-w-0 rounded-md border border-border p-0.5">
          {TYPE_OPTIONS.map((o) => (
            <label
              key={o.label}
              className={cn(
                "flex h-6 cursor-pointer items-center rounded px-2 text-xs text-fg-muted hover:text-fg has-focus-visible:ring-2 has-focus-visible:ring-ring",
                type === o.value && "bg-surface-active text-fg",
              )}
            >
              <input
                type="radio"
                name={`${id}-type`}
                className="sr-only"
                checked={type === o.value}
                onChange={() => onDisplayFiltersChange({ type: o.value })}
              />
              {o.label}
            </label>
          ))}
        </fieldset>
      </Row>
      <Row label="Show sub-issues">
        <ToggleSwitch
          size="sm"
          aria-label="Show sub-issues"
          checked={sub_issue}
          onCheckedChange={(checked) => onDisplayFiltersChange({ sub_issue: checked })}
        />
      </Row>
      {grouped && (
        <Row label="Show empty groups">
          <ToggleSwitch
            size="sm"
            aria-label="Show empty groups"
            checked={show_empty_groups}
            onCheckedChange={(checked) => onDisplayFiltersChange({ show_empty_groups: checked })}
          />
        </Row>
      )}
      <div className="mt-2 border-t border-border pt-2">
        <p className="pb-1.5 text-2xs font-medium tracking-wide text-fg-subtle uppercase">Display properties</p>
        <fieldset aria-label="Display properties" className="m-0 flex min-w-0 flex-wrap gap-1 border-0 p-0">
          {DISPLAY_PROPERTY_KEYS.map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={displayProperties[key]}
              onClick={() => onDisplayPropertiesChange({ [key]: !displayProperties[key] })}
              className={cn(
                "h-6 rounded-md border px-2 text-xs",
                displayProperties[key]
                  ? "border-accent/40 bg-accent-soft text-accent"
                  : "border-border text-fg-muted hover:bg-surface-hover",
              )}
            >
              {DISPLAY_PROPERTY_LABELS[key]}
            </button>
          ))}
        </fieldset>
      </div>
    </PopoverContent>
  );
}
