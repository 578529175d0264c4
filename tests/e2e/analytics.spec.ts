import { analyticsFlows } from "../flows/analytics";

analyticsFlows(true);
