import { analyticsFlows } from "../flows/analytics";

// The same flows with JavaScript disabled: the inline Create Decision form, the tables.
analyticsFlows(false);
