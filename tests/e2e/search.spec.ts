import { searchFlows } from "../flows/search";

searchFlows(true);
