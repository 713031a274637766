import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";

export function NotFoundPage() {
  return (
    <div className="flex min-h-full items-center justify-center">
      <EmptyState
        icon={SearchX}
        title="Page not found"
        description="The page you are looking for doesn't exist or has moved."
        action={
          <Link to="/" className={buttonClasses({ variant: "secondary" })}>
            Go home
          </Link>
        }
      />
    </div>
  );
}
