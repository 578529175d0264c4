// The settings page's sections below the fold, as one part hydrated on first use (decision 071): devices, security
// activity, API tokens and deleting the account. Most visits touch none of them, so their code and hydration wait
// for the reader's pointer, touch or focus in them; until then their forms post as they do without JavaScript.
import { SecurityActivitySection } from "~/components/auth-security/security-activity-section";
import { DeleteAccountSection } from "./delete-account-section";
import { SessionsSection } from "./sessions-section";
import { TokensSection } from "./tokens-section";

type Props = React.ComponentProps<typeof SessionsSection> &
  React.ComponentProps<typeof SecurityActivitySection> &
  React.ComponentProps<typeof TokensSection>;

export function SettingsLowerSections({ sessions, signIns, events, tokens, disabled }: Props) {
  return (
    <div className="flex flex-col gap-6">
      <SessionsSection sessions={sessions} disabled={disabled} />
      <SecurityActivitySection signIns={signIns} events={events} />
      <TokensSection tokens={tokens} disabled={disabled} />
      <DeleteAccountSection disabled={disabled} />
    </div>
  );
}
