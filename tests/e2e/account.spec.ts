import { accountFlows } from "../flows/account";

accountFlows();
