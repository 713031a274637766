import { LogOut } from "lucide-react";
import { Button } from "../components/ui/button";
import { useSignOut } from "../features/auth";

export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button variant="ghost" size="sm" loading={signOut.isPending} onClick={() => signOut.mutate()}>
      <LogOut aria-hidden /> Sign out
    </Button>
  );
}
