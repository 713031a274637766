import { THEMES, type Theme } from "@hangar/contracts";
import { Monitor, Moon, Sun } from "lucide-react";
import { type ChoiceCard, ChoiceCards } from "../../../components/choice-cards";
import { useThemeStore } from "../../../lib/theme";
import { useSaveTheme } from "../../users";

const OPTIONS: Record<Theme, ChoiceCard<Theme>> = {
  light: { value: "light", label: "Light", description: "Light backgrounds, dark text.", icon: Sun },
  dark: { value: "dark", label: "Dark", description: "Dark backgrounds, easy on the eyes at night.", icon: Moon },
  system: { value: "system", label: "System", description: "Follows your device's light or dark setting.", icon: Monitor },
};

/** The theme, kept on the profile: every device the user signs in on takes it. */
export function AppearanceForm() {
  const preference = useThemeStore((s) => s.preference);
  const theme = useSaveTheme();
  return (
    <ChoiceCards
      legend="Theme"
      options={THEMES.map((t) => OPTIONS[t])}
      input={(option) => ({
        name: "theme",
        checked: preference === option.value,
        onChange: () => theme.save(option.value),
      })}
    />
  );
}
