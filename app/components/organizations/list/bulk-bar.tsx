import { Button } from "~/components/ui/button";
import { type BulkOperationDefinition, type BulkOperationId, selectionSummary } from "~/lib/organizations/bulk";
import { cn } from "~/lib/platform/class-names";

/**
 * The bar of bulk operations over the selected cards (001 §4). Without JavaScript it is always there and
 * every operation submits (confirmation is then a server-rendered step); with it, it appears with a
 * selection, and operations that need confirming open a dialog. While one runs, it is inert.
 */
export function BulkBar({
  operations,
  selectedNames,
  hydrated,
  executing,
  onConfirm,
  onClear,
}: {
  operations: BulkOperationDefinition[];
  selectedNames: string[];
  hydrated: boolean;
  executing: boolean;
  onConfirm: (operation: BulkOperationId) => void;
  onClear: () => void;
}) {
  return (
    <div
      role="toolbar"
      aria-label="Bulk actions"
      className={cn(
        "fixed inset-x-0 bottom-20 z-30 mx-auto flex w-fit max-w-[95vw] flex-wrap items-center gap-2",
        "rounded-full border bg-popover px-4 py-2 shadow-lg md:bottom-6",
        executing && "pointer-events-none opacity-70",
      )}
    >
      {executing ? <progress aria-label="Working" className="h-1 w-16" /> : null}
      <span className="min-w-0 max-w-full truncate text-sm tabular-nums">
        {hydrated ? `${selectedNames.length} selected: ${selectionSummary(selectedNames)}` : "Selected organizations:"}
      </span>
      {operations.map((operation, index) => {
        // With JavaScript a confirmation is a dialog; without it the server renders a confirmation step.
        const confirmsFirst = hydrated && operation.requiresConfirmation;
        return (
          <Button
            key={operation.id}
            type={confirmsFirst ? "button" : "submit"}
            name="intent"
            value={operation.id}
            size="sm"
            variant={index >= 3 ? "ghost" : operation.destructive ? "destructive" : "secondary"}
            title={operation.description}
            onClick={confirmsFirst ? () => onConfirm(operation.id) : undefined}
            formAction={operation.id === "export" ? "/resources/organizations-export" : undefined}
          >
            {operation.label}
          </Button>
        );
      })}
      {hydrated ? (
        <Button type="button" size="sm" variant="ghost" onClick={onClear}>
          Clear
        </Button>
      ) : null}
    </div>
  );
}
