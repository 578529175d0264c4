// A vault page's sections that carry forms (members, settings), for the server's render; the browser loads each on
// its own (decision 037: these modules keep no top-level calls, or the client build keeps this barrel in the page).
export { VaultMembersPanel } from "./members-panel";
export { VaultSettingsTabs } from "./settings-tabs";
