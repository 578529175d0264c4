import { settingsFlows } from "../flows/settings";

// Every settings form with JavaScript disabled.
settingsFlows();
