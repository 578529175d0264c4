import { searchFlows } from "../flows/search";

// The same flows with JavaScript disabled: the search page is a plain GET form and its filters are links.
searchFlows(false);
