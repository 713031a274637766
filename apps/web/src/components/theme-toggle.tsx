import { Moon, Sun } from "lucide-react";
import { lazyWithPreload } from "../lib/lazy-with-preload";
import { type ThemePreference, useThemeStore } from "../lib/theme";
import { Button } from "./ui/button";
import { LazyMenu } from "./ui/lazy-menu";

const ThemeMenu = lazyWithPreload(() => import("./theme-menu").then((m) => m.ThemeMenu));

type ThemeToggleProps = {
  align?: "start" | "end";
  /** Where a signed-in user's choice goes (their profile); without it the choice stays on this device. */
  onSelect?: (preference: ThemePreference) => void;
};

export function ThemeToggle({ align = "end", onSelect }: ThemeToggleProps) {
  const resolved = useThemeStore((s) => s.resolved);
  const Icon = resolved === "dark" ? Moon : Sun;
  return (
    <LazyMenu
      menu={ThemeMenu}
      align={align}
      onSelect={onSelect}
      trigger={
        <Button variant="ghost" size="icon-sm">
          <Icon aria-hidden />
          <span className="sr-only">Theme</span>
        </Button>
      }
    />
  );
}
