// The settings page's sections below the fold, for the server's render; the browser loads each on its own
// (decision 037: these modules keep no top-level calls, or the client build keeps this barrel in the page).

export { SecurityActivitySection } from "../auth-security/security-activity-section";
export { DeleteAccountSection } from "./delete-account-section";
export { SessionsSection } from "./sessions-section";
export { TokensSection } from "./tokens-section";
