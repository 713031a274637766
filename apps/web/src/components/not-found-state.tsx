import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { errorMessage } from "../lib/api";
import { buttonClasses } from "./ui/button";
import { EmptyState } from "./ui/empty-state";

type NotFoundStateProps = {
  icon: LucideIcon;
  title: string;
  /** The failed request's error: its message is shown when the server gave one, else `fallback`. */
  error: unknown;
  fallback: string;
  backTo: string;
  backLabel: string;
};

/** A page whose subject failed to load (absent, or not the caller's to see), with the way back. */
export function NotFoundState({ icon, title, error, fallback, backTo, backLabel }: NotFoundStateProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={errorMessage(error, fallback)}
      action={
        <Link to={backTo} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          {backLabel}
        </Link>
      }
    />
  );
}
