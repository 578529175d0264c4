import { landingFlows } from "../flows/landing";

landingFlows();
