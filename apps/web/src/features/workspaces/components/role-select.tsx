import { ROLE_LABEL, ROLE_VALUES, type Role } from "@hangar/contracts";
import { NativeSelect } from "../../../components/ui/native-select";

type RoleSelectProps = {
  value: number;
  onChange?: (role: Role) => void;
  /** The highest role offered: nobody can hand out a role above their own. */
  max?: number;
  disabled?: boolean;
  title?: string;
  className?: string;
  id?: string;
  label?: string;
};

export function RoleSelect({ value, onChange, max = 20, disabled, title, className, id, label = "Role" }: RoleSelectProps) {
  return (
    <NativeSelect
      id={id}
      aria-label={id ? undefined : label}
      title={title}
      value={String(value)}
      disabled={disabled}
      onChange={(event) => onChange?.(Number(event.target.value) as Role)}
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
