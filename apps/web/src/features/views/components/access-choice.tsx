import { VIEW_ACCESS, type ViewAccess } from "@hangar/contracts";
import { Globe2, Lock } from "lucide-react";
import { useId } from "react";
import { ChoiceCards } from "../../../components/choice-cards";

/** Spec §3: access 0 public (everyone who can see the project or workspace), 1 private (only you). */
export function AccessChoice({
  value,
  onChange,
  scopeLabel,
}: {
  value: ViewAccess;
  onChange: (access: ViewAccess) => void;
  /** Who "everyone" is: "project" or "workspace". */
  scopeLabel: string;
}) {
  const name = useId();
  const options = [
    { value: VIEW_ACCESS.PUBLIC, label: "Public", description: `Everyone in the ${scopeLabel} can see it`, icon: Globe2 },
    { value: VIEW_ACCESS.PRIVATE, label: "Private", description: "Only you can see it", icon: Lock },
  ] as const;
  return (
    <ChoiceCards
      legend="Access"
      options={options}
      input={(option) => ({ name, checked: value === option.value, onChange: () => onChange(option.value) })}
    />
  );
}
