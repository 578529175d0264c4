import { committeeFlows } from "../fixtures/committee-flows";

// The same flows with JavaScript disabled.
committeeFlows();
