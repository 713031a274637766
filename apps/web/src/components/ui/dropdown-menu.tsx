import * as Menu from "@radix-ui/react-dropdown-menu";
import { Check, ChevronRight, Circle } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuRadioGroup = Menu.RadioGroup;
export const DropdownMenuSub = Menu.Sub;

const panel =
  "z-50 min-w-44 overflow-hidden rounded-lg border border-border bg-surface-raised p-1 text-sm text-fg shadow-popover data-[state=open]:animate-fade-in";
const item =
  "relative flex h-7 cursor-pointer select-none items-center gap-2 rounded px-2 text-sm outline-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-surface-hover [&_svg]:size-3.5 [&_svg]:shrink-0 [&_svg]:text-fg-muted";

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = "start",
  ...rest
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content sideOffset={sideOffset} align={align} className={cn(panel, className)} {...rest} />
    </Menu.Portal>
  );
}

type ItemProps = ComponentProps<typeof Menu.Item> & { danger?: boolean; shortcut?: ReactNode };

export function DropdownMenuItem({ className, danger, shortcut, children, ...rest }: ItemProps) {
  return (
    <Menu.Item className={cn(item, danger && "text-danger [&_svg]:text-danger", className)} {...rest}>
      {children}
      {shortcut && <span className="ml-auto pl-4 text-xs text-fg-subtle">{shortcut}</span>}
    </Menu.Item>
  );
}

export function DropdownMenuCheckboxItem({ className, children, ...rest }: ComponentProps<typeof Menu.CheckboxItem>) {
  return (
    <Menu.CheckboxItem className={cn(item, "pr-7", className)} {...rest}>
      {children}
      <Menu.ItemIndicator className="absolute right-2">
        <Check aria-hidden />
      </Menu.ItemIndicator>
    </Menu.CheckboxItem>
  );
}

export function DropdownMenuRadioItem({ className, children, ...rest }: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem className={cn(item, "pr-7", className)} {...rest}>
      {children}
      <Menu.ItemIndicator className="absolute right-2">
        <Circle className="size-2! fill-current" aria-hidden />
      </Menu.ItemIndicator>
    </Menu.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...rest }: ComponentProps<typeof Menu.Label>) {
  return (
    <Menu.Label
      className={cn("px-2 pt-1.5 pb-1 text-2xs font-medium text-fg-subtle uppercase tracking-wide", className)}
      {...rest}
    />
  );
}

export function DropdownMenuSeparator({ className, ...rest }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn("-mx-1 my-1 h-px bg-border", className)} {...rest} />;
}

export function DropdownMenuSubTrigger({ className, children, ...rest }: ComponentProps<typeof Menu.SubTrigger>) {
  return (
    <Menu.SubTrigger className={cn(item, "data-[state=open]:bg-surface-hover", className)} {...rest}>
      {children}
      <ChevronRight className="ml-auto" aria-hidden />
    </Menu.SubTrigger>
  );
}

export function DropdownMenuSubContent({ className, ...rest }: ComponentProps<typeof Menu.SubContent>) {
  return (
    <Menu.Portal>
      <Menu.SubContent className={cn(panel, className)} {...rest} />
    </Menu.Portal>
  );
}
