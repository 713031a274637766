import { Globe2, Lock } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { ChoiceCards } from "../../../components/choice-cards";

const OPTIONS = [
  { value: "1", label: "Public", description: "Anyone in the workspace can find and join it", icon: Globe2 },
  { value: "0", label: "Private", description: "Only people added to it can see it", icon: Lock },
] as const;

/** Spec §3: network 1 public, 0 private. */
export function NetworkChoice({ register }: { register: UseFormRegisterReturn }) {
  return <ChoiceCards legend="Network" options={OPTIONS} input={(option) => ({ value: option.value, ...register })} />;
}
