import { vaultWizardFlows } from "../flows/vault-wizard";

// The same flows with JavaScript disabled.
vaultWizardFlows();
