import { authFlows } from "../flows/auth";

// The same flows with JavaScript disabled: every form must post and work.
authFlows();
