import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "../components/logo";
import { ThemeToggle } from "../components/theme-toggle";
import { cn } from "../lib/cn";

type AuthLayoutProps = {
  children: ReactNode;
  footer?: ReactNode;
  /** Right side of the top bar, e.g. the signed-in email and a sign-out button during onboarding. */
  aside?: ReactNode;
  width?: "sm" | "md";
};

/** The calm, centered frame of the sign-in, password and onboarding screens. */
export function AuthLayout({ children, footer, aside, width = "sm" }: AuthLayoutProps) {
  return (
    <div className="flex min-h-full flex-col bg-canvas">
      <header className="flex h-14 items-center justify-between px-6">
        <Link to="/" aria-label="Hangar home">
          <Logo />
        </Link>
        <div className="flex items-center gap-2">
          {aside}
          <ThemeToggle />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-[8vh] pb-16">
        <div className={cn("w-full", width === "sm" ? "max-w-sm" : "max-w-xl")}>
          {children}
          {footer && <div className="mt-6 text-center text-sm text-fg-muted">{footer}</div>}
        </div>
      </main>
    </div>
  );
}
