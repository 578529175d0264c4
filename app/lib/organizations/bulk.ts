// The bulk operations on organisation cards (001 §2.8, §3 Bulk operation). Isomorphic.
export const BULK_OPERATION_IDS = ["export", "archive", "restore", "leave"] as const;
export type BulkOperationId = (typeof BULK_OPERATION_IDS)[number];

export type BulkOperationDefinition = {
  id: BulkOperationId;
  label: string;
  description: string;
  destructive: boolean;
  requiresConfirmation: boolean;
};

export const BULK_OPERATIONS: BulkOperationDefinition[] = [
  {
    id: "export",
    label: "Export",
    description: "Download settings, members and committees as JSON",
    destructive: false,
    requiresConfirmation: false,
  },
  {
    id: "archive",
    label: "Archive",
    description: "Hide from lists; members keep read access (owners only)",
    destructive: true,
    requiresConfirmation: true,
  },
  {
    id: "leave",
    label: "Leave",
    description: "Remove yourself from the organization",
    destructive: true,
    requiresConfirmation: true,
  },
  {
    id: "restore",
    label: "Restore",
    description: "Bring archived organizations back (owners only)",
    destructive: false,
    requiresConfirmation: false,
  },
];

/** 001 §5: 'Are you sure you want to {label} {n} item(s)?' */
export const bulkConfirmationQuestion = (label: string, count: number) =>
  `Are you sure you want to ${label.toLowerCase()} ${count} item(s)?`;

/** The bar's summary: the first 2 names plus 'N more'. */
export function selectionSummary(names: string[]): string {
  if (names.length <= 2) return names.join(", ");
  return `${names.slice(0, 2).join(", ")} and ${names.length - 2} more`;
}
