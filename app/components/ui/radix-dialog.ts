import { onFirstUse } from "../use-first-use";

/**
 * Radix's dialog, fetched on the first open of any dialog (decision 024). Apart from dialog.tsx so that code which
 * only starts the fetch early (the shell, before it opens the palette) does not bring the dialog's own code along.
 */
export const radixDialog = onFirstUse(() => import("@radix-ui/react-dialog"));
