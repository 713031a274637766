import { MODULE_STATUSES, type ModuleStatus } from "@hangar/contracts";
import { ChevronDown } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { cn } from "../../../lib/cn";
import { MODULE_STATUS_META } from "../lib/module-status";

function StatusDot({ status }: { status: ModuleStatus }) {
  return (
    <span aria-hidden className="size-2 shrink-0 rounded-full" style={{ backgroundColor: MODULE_STATUS_META[status].color }} />
  );
}

const chip = "inline-flex h-6 items-center gap-1.5 rounded-md border border-border px-1.5 text-xs whitespace-nowrap text-fg";

type ModuleStatusPickerProps = {
  status: ModuleStatus;
  /** Names the module, so each row's picker has its own accessible name. */
  moduleName: string;
  readOnly?: boolean;
  onChange: (status: ModuleStatus) => void;
};

/** The module's status; Members and Admins change it in place. */
export function ModuleStatusPicker({ status, moduleName, readOnly, onChange }: ModuleStatusPickerProps) {
  const label = MODULE_STATUS_META[status].label;
  if (readOnly) {
    return (
      <span className={chip}>
        <StatusDot status={status} /> {label}
      </span>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Status of ${moduleName}: ${label}`}
        className={cn(
          chip,
          "cursor-pointer hover:bg-surface-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        )}
      >
        <StatusDot status={status} /> {label}
        <ChevronDown className="size-3 text-fg-subtle" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={status} onValueChange={(value) => value !== status && onChange(value as ModuleStatus)}>
          {MODULE_STATUSES.map((s) => (
            <DropdownMenuRadioItem key={s} value={s}>
              <StatusDot status={s} /> {MODULE_STATUS_META[s].label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
