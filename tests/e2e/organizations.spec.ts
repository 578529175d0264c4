import { organizationFlows } from "../fixtures/organization-flows";

organizationFlows();
