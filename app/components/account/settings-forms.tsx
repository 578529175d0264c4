// The settings page's forms (the password, devices, security activity, API tokens, deleting the account) in one
// module that the browser loads after the page: one chunk and one hydration pass instead of five lazily loaded
// sections hydrating one by one (decision 071). The server renders them in full, and until the code is in they
// post as they do without JavaScript. Keep this module free of top-level calls (decision 037).
import type { ReactNode } from "react";
import { SecurityActivitySection } from "~/components/auth-security/security-activity-section";
import { DeleteAccountSection } from "./delete-account-section";
import { PasswordSection } from "./password-section";
import { SessionsSection } from "./sessions-section";
import { TokensSection } from "./tokens-section";

type Props = React.ComponentProps<typeof SessionsSection> &
  React.ComponentProps<typeof SecurityActivitySection> &
  React.ComponentProps<typeof TokensSection> & {
    /** The two-factor line, which the page renders itself, shown between the password and the devices. */
    twoFactor: ReactNode;
  };

export function SettingsForms({ twoFactor, sessions, signIns, events, tokens, disabled }: Props) {
  return (
    <>
      <PasswordSection disabled={disabled} />
      {twoFactor}
      <SessionsSection sessions={sessions} disabled={disabled} />
      <SecurityActivitySection signIns={signIns} events={events} />
      <TokensSection tokens={tokens} disabled={disabled} />
      <DeleteAccountSection disabled={disabled} />
    </>
  );
}
