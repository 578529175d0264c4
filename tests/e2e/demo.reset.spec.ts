import { resetFlow, resetThroughDialog } from "../fixtures/demo-flows";

// Runs after the other projects (playwright.config.ts): a reset signs every demo visitor out.
resetFlow(resetThroughDialog);
