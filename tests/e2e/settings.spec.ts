import { settingsFlows } from "../fixtures/settings-flows";

settingsFlows();
