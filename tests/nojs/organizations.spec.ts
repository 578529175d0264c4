import { organizationFlows } from "../flows/organizations";

// The same flows with JavaScript disabled.
organizationFlows(false);
