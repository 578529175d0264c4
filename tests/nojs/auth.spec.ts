import { authFlows } from "../fixtures/auth-flows";

// The same flows with JavaScript disabled: every form must post and work.
authFlows();
