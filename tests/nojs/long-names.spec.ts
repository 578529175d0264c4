import { longNameFlows } from "../flows/long-names";

// The same pages as rendered by the server alone.
longNameFlows();
