import { organizationFlows } from "../fixtures/organization-flows";

// The same flows with JavaScript disabled.
organizationFlows(false);
