import { cn } from "~/lib/platform/class-names";
import type { VaultStatus } from "~/lib/vaults/constants";

const STYLES: Record<VaultStatus, string> = {
  active: "border-green-600/40 text-green-800 dark:text-green-300",
  draft: "border-slate-400/60 text-muted-foreground",
  archived: "border-amber-600/40 text-amber-800 dark:text-amber-300",
  expired: "border-red-600/40 text-red-800 dark:text-red-300",
};
const LABELS: Record<VaultStatus, string> = {
  active: "Active",
  draft: "Draft",
  archived: "Archived",
  expired: "Expired",
};

export function VaultStatusBadge({ status }: { status: VaultStatus }) {
  return (
    <span className={cn("rounded-full border px-2 py-0.5 text-xs font-medium", STYLES[status])}>{LABELS[status]}</span>
  );
}

export const VAULT_STATUS_LABELS = LABELS;
