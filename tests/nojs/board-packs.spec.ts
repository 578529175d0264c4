import { boardPackFlows } from "../flows/board-packs";

// The same flows with JavaScript disabled.
boardPackFlows();
