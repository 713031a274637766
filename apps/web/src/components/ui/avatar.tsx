import { useState } from "react";
import { cn } from "../../lib/cn";

type AvatarProps = {
  name: string;
  /**
   * Accessible text. Omit it when the name is shown next to the avatar (the usual case): the avatar is
   * then decorative, so label and role queries find the person once, not twice.
   */
  label?: string;
  src?: string | null;
  size?: "xs" | "sm" | "md" | "lg";
  shape?: "circle" | "square";
  className?: string;
};

const sizes = { xs: "size-4 text-[9px]", sm: "size-5 text-2xs", md: "size-6 text-xs", lg: "size-8 text-sm" };
const palette = ["#3f76ff", "#0ea5e9", "#14b8a6", "#22c55e", "#eab308", "#f97316", "#ef4444", "#ec4899", "#a855f7", "#6366f1"];

export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._@-]+/)
    .filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) return words[0].slice(0, 1).toUpperCase();
  return `${words[0][0]}${words[1][0]}`.toUpperCase();
}

/** The same name always gets the same color, so people are recognisable at a glance. */
export function colorFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return palette[Math.abs(hash) % palette.length];
}

export function Avatar({ name, label, src, size = "md", shape = "circle", className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const rounded = shape === "circle" ? "rounded-full" : "rounded-md";
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={label ?? ""}
        onError={() => setFailed(true)}
        className={cn("shrink-0 object-cover", sizes[size], rounded, className)}
      />
    );
  }
  const classes = cn(
    "inline-flex shrink-0 select-none items-center justify-center font-semibold text-white",
    sizes[size],
    rounded,
    className,
  );
  const style = { backgroundColor: colorFor(name) };
  if (label) {
    return (
      <span role="img" aria-label={label} className={classes} style={style}>
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <span aria-hidden className={classes} style={style}>
      {initialsOf(name)}
    </span>
  );
}
