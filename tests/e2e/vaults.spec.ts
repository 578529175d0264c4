import { vaultFlows } from "../flows/vaults";

vaultFlows();
