import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { ToasterHost } from "../components/toaster-host";
import { TooltipProvider } from "../components/ui/tooltip";
import { watchSystemTheme } from "../lib/theme";

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => watchSystemTheme(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={400}>
        {children}
        <ToasterHost />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
