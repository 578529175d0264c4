import { orgPolicyFlows } from "../flows/org-policy";

// The organisations' security policy per organisation, with JavaScript.
orgPolicyFlows();
