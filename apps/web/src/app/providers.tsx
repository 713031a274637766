import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Toaster } from "sonner";
import { TooltipProvider } from "../components/ui/tooltip";
import { useThemeStore, watchSystemTheme } from "../lib/theme";

function ThemedToaster() {
  const resolved = useThemeStore((s) => s.resolved);
  return <Toaster theme={resolved} position="bottom-right" closeButton toastOptions={{ className: "text-sm" }} />;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => watchSystemTheme(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={400}>
        {children}
        <ThemedToaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
