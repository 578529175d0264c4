import { authFlows } from "../flows/auth";

authFlows();
