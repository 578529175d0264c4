import { committeeFlows } from "../flows/committees";

// The same flows with JavaScript disabled.
committeeFlows();
