import { demoFlows } from "../fixtures/demo-flows";

// The same flows with JavaScript disabled: every tour control is a form that posts and comes back.
demoFlows();
