import { demoFlows } from "../flows/demo";

// The same flows with JavaScript disabled: every tour control is a form that posts and comes back.
demoFlows();
