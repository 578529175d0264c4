import { authFlows } from "../fixtures/auth-flows";

authFlows();
