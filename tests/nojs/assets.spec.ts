import { assetFlows } from "../flows/assets";

// The same flows with JavaScript disabled.
assetFlows();
