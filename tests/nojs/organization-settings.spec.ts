import { organizationSettingsFlows } from "../flows/organization-settings";

// The required no-JavaScript flows: edit, invite and accept, change a role, schedule and cancel deletion.
organizationSettingsFlows(false);
