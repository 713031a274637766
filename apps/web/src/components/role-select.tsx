import { ROLE_LABEL, ROLE_VALUES, type Role } from "@hangar/contracts";
import { NativeSelect } from "./ui/native-select";

type RoleSelectProps = {
  value: number;
  onChange?: (role: Role) => void;
  /** The highest role offered: nobody hands out a role above their own (or, in a project, above the workspace role). */
  max?: number;
  disabled?: boolean;
  title?: string;
  className?: string;
  /** With an id, a <label> names the select; without, `label` does. */
  id?: string;
  label?: string;
};

/** A workspace or project role (Admin, Member, Guest). */
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
