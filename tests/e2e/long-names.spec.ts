import { longNameFlows } from "../flows/long-names";

longNameFlows();
