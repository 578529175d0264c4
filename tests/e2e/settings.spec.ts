import { settingsFlows } from "../flows/settings";

settingsFlows();
