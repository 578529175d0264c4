import { twoFactorFlows } from "../flows/two-factor";

twoFactorFlows();
