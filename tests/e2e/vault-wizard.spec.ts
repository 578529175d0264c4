import { vaultWizardFlows } from "../flows/vault-wizard";

vaultWizardFlows();
