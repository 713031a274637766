import { LogOut } from "lucide-react";
import { Button } from "../components/ui/button";
import { useSignOut } from "../features/auth";

/** `then`: where the reload lands, the root unless a page wants the visitor back (a mailed link). */
export function SignOutButton({ then, label = "Sign out" }: { then?: string; label?: string }) {
  const signOut = useSignOut(then);
  return (
    <Button variant="ghost" size="sm" loading={signOut.isPending} onClick={() => signOut.mutate()}>
      <LogOut aria-hidden /> {label}
    </Button>
  );
}
