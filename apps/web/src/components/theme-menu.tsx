import { Monitor, Moon, Sun } from "lucide-react";
import { type ThemePreference, useThemeStore } from "../lib/theme";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu";
import type { LazyMenuProps } from "./ui/lazy-menu";

const OPTIONS: { value: ThemePreference; label: string; icon: typeof Sun }[] = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
];

export type ThemeMenuProps = LazyMenuProps & {
  align?: "start" | "end";
  /** Where a signed-in user's choice goes (their profile); without it the choice stays on this device. */
  onSelect?: (preference: ThemePreference) => void;
};

/** The theme toggle's menu (./theme-toggle.tsx loads it after the first paint). */
export function ThemeMenu({ trigger, defaultOpen, align = "end", onSelect }: ThemeMenuProps) {
  const preference = useThemeStore((s) => s.preference);
  const setLocal = useThemeStore((s) => s.setPreference);
  const setPreference = onSelect ?? setLocal;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align={align} className="min-w-36">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={preference} onValueChange={(value) => setPreference(value as ThemePreference)}>
          {OPTIONS.map(({ value, label, icon: OptionIcon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <OptionIcon aria-hidden />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
