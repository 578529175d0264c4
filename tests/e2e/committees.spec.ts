import { committeeFlows } from "../flows/committees";

committeeFlows();
