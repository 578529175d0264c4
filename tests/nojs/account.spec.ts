import { accountFlows } from "../flows/account";

// The same flows with JavaScript disabled.
accountFlows();
