// An organisation's security policy holding one member back from that organisation's data (issue 13, decision
// 048): which organisation and why. The server's guards refuse with it; pages and the API say it the same way.
import { ACCESS_GATE_MESSAGES } from "./two-factor";

/** The API's code for a refusal by an organisation's security policy (clients can test it). */
export const ACCESS_POLICY_CODE = "ACCESS_POLICY";

/** Where two-factor sign-in is set up: the remedy for an organisation that requires it. */
export const TWO_FACTOR_SETUP_PATH = "/dashboard/settings/two-factor";
/** The page that lists every organisation holding the account back, with the remedies. */
export const ACCOUNT_ACCESS_PATH = "/dashboard/account-access";

export type OrganizationHold = {
  id: string;
  name: string;
  /** It requires two-factor sign-in, which this account has not set up. */
  twoFactorRequired: boolean;
  /** Its allowed network ranges don't include the address of this request. */
  networkRefused: boolean;
};

/** What a refusal carries to the page (the 403 page's body) and to API clients. */
export type HeldBackAnswer = {
  error: string;
  code: typeof ACCESS_POLICY_CODE;
  organization: { id: string; name: string };
  /** The organisation's name when it is two-factor that holds the account back (else empty). */
  twoFactorRequiredBy: string[];
  /** The organisation's name when it is the network address (else empty). */
  ipRefusedBy: string[];
};

/** Each reason one organisation holds the account back, as the sentences the pages and the API show. */
export function holdMessages(hold: Pick<OrganizationHold, "name" | "twoFactorRequired" | "networkRefused">) {
  return [
    ...(hold.twoFactorRequired ? [ACCESS_GATE_MESSAGES.twoFactorRequired([hold.name])] : []),
    ...(hold.networkRefused ? [ACCESS_GATE_MESSAGES.ipRefused([hold.name])] : []),
  ];
}

export function heldBackAnswer(hold: OrganizationHold): HeldBackAnswer {
  return {
    error: holdMessages(hold).join(" "),
    code: ACCESS_POLICY_CODE,
    organization: { id: hold.id, name: hold.name },
    twoFactorRequiredBy: hold.twoFactorRequired ? [hold.name] : [],
    ipRefusedBy: hold.networkRefused ? [hold.name] : [],
  };
}

/** Whether a page's error (a thrown Response's data) is an organisation's security policy holding the actor back. */
export function isHeldBackAnswer(data: unknown): data is HeldBackAnswer {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { code?: unknown }).code === ACCESS_POLICY_CODE &&
    typeof (data as { organization?: { name?: unknown } }).organization?.name === "string"
  );
}
