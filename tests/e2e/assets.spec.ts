import { assetFlows } from "../flows/assets";

assetFlows();
