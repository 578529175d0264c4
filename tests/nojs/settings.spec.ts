import { settingsFlows } from "../fixtures/settings-flows";

// Every settings form with JavaScript disabled.
settingsFlows();
