import { Outlet, useOutletContext, useParams } from "react-router";
import { SettingsShell } from "../../../components/settings-shell";
import { ACCOUNT_SECTIONS } from "../lib/account-sections";

/** Account settings shell: every member reaches their own, whatever their workspace role. */
export function AccountSettingsLayout() {
  const { workspaceSlug = "" } = useParams();
  const outletContext = useOutletContext();
  return (
    <SettingsShell
      label="Account settings"
      base={`/${workspaceSlug}/settings/account`}
      sections={ACCOUNT_SECTIONS}
      contentClassName="space-y-6"
    >
      <Outlet context={outletContext} />
    </SettingsShell>
  );
}
