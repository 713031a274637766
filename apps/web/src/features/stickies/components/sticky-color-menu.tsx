import { STICKY_COLORS, type StickyColor } from "@hangar/contracts";
import { Palette } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { cn } from "../../../lib/cn";
import { STICKY_COLOR_STYLES } from "../lib/sticky-colors";
import { cardButton } from "./card-button";

/** The palette a sticky's background comes from. */
export function StickyColorMenu({
  value,
  onChange,
  disabled,
}: {
  value: StickyColor;
  onChange: (color: StickyColor) => void;
  disabled?: boolean;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={cardButton} aria-label="Sticky color" disabled={disabled}>
        <Palette aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={value} onValueChange={(next) => onChange(next as StickyColor)}>
          {STICKY_COLORS.map((color) => (
            <DropdownMenuRadioItem key={color} value={color}>
              <span
                aria-hidden
                className={cn("size-3.5 rounded-full border border-black/10", STICKY_COLOR_STYLES[color].swatch)}
              />
              {STICKY_COLOR_STYLES[color].label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
