import { organizationSettingsFlows } from "../fixtures/organization-settings-flows";

// The required no-JavaScript flows: edit, invite and accept, change a role, schedule and cancel deletion.
organizationSettingsFlows(false);
