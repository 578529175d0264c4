import { resetFlow, resetThroughDialog } from "../flows/demo";

// Runs after the other projects (playwright.config.ts): a reset signs every demo visitor out.
resetFlow(resetThroughDialog);
