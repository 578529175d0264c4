import { boardPackFlows } from "../flows/board-packs";

boardPackFlows();
