// The shell's keyboard shortcuts as the shortcuts dialog lists them; use-shortcuts.ts binds them.

export type Shortcut = { keys: string[]; description: string };

/** The keyboard shortcuts (docs/decisions/006-keyboard-shortcuts.md), as shown in the shortcuts dialog. */
export const SHORTCUTS: Shortcut[] = [
  { keys: ["Ctrl", "H"], description: "Go to Home" },
  { keys: ["Ctrl", "O"], description: "Go to Organizations" },
  { keys: ["Ctrl", "A"], description: "Go to Assets" },
  { keys: ["Ctrl", "M"], description: "Go to Meetings" },
  { keys: ["Ctrl", "V"], description: "Go to Vaults" },
  { keys: ["Ctrl", "S"], description: "Go to Settings" },
  { keys: ["Ctrl", "W"], description: "Go to Workflow (most browsers keep Ctrl+W to close the tab)" },
  { keys: ["Ctrl", "/"], description: "Focus the search box" },
  { keys: ["Ctrl / ⌘", "K"], description: "Open the command palette" },
  { keys: ["Ctrl / ⌘", "B"], description: "Show or hide the sidebar" },
  { keys: ["Ctrl", "R"], description: "Refresh the page's data" },
  {
    keys: ["Ctrl / ⌘", "Shift", "T"],
    description: "Switch between light and dark theme (Chrome and Edge keep this for reopening a tab)",
  },
  { keys: ["Ctrl", "Shift", "N"], description: "New organization (Chrome and Edge keep this for a private window)" },
  { keys: ["Ctrl", "Shift", "U"], description: "Upload an asset" },
  { keys: ["Ctrl", "Shift", "M"], description: "Create a meeting" },
  { keys: ["Ctrl", "Shift", "V"], description: "Create a vault" },
  { keys: ["Shift", "?"], description: "Show this list" },
];
