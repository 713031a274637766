import { AlertTriangle } from "lucide-react";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { errorMessage } from "../../lib/api";

export function FullPageError({
  error,
  onRetry,
  title = "Something went wrong",
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  return (
    <div className="flex min-h-full items-center justify-center">
      <EmptyState
        icon={AlertTriangle}
        title={title}
        description={errorMessage(error)}
        action={
          onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          )
        }
      />
    </div>
  );
}
