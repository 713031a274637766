import { ROLE_LABEL, ROLE_VALUES, type Role } from "@hangar/contracts";
import { NativeSelect } from "../../../components/ui/native-select";

type RoleSelectProps = {
  value: number;
  onChange: (role: Role) => void;
  /** The highest role offered: a project role cannot exceed the member's workspace role. */
  max?: number;
  label: string;
  disabled?: boolean;
  className?: string;
};

export function RoleSelect({ value, onChange, max = 20, label, disabled, className }: RoleSelectProps) {
  return (
    <NativeSelect
      aria-label={label}
      value={String(value)}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value) as Role)}
      className={className}
    >
      {ROLE_VALUES.filter((role) => role <= max || role === value).map((role) => (
        <option key={role} value={role}>
          {ROLE_LABEL[role]}
        </option>
      ))}
    </NativeSelect>
  );
}

export function roleLabel(role: number): string {
  return ROLE_LABEL[role as Role] ?? "Unknown";
}
