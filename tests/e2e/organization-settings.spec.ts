import { organizationSettingsFlows } from "../fixtures/organization-settings-flows";

organizationSettingsFlows(true);
