import { vaultFlows } from "../flows/vaults";

// The same flows with JavaScript disabled.
vaultFlows();
