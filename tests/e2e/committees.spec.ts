import { committeeFlows } from "../fixtures/committee-flows";

committeeFlows();
