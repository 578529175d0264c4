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
      <span className="text-sm tabular-nums">
        {hydrated ? `${selectedNames.length} selected: ${selectionSummary(selectedNames)}` : "Selected organizations:"}
      </span>
      {operations.slice(0, 3).map((operation) =>
        hydrated && operation.requiresConfirmation ? (
          <Button
            key={operation.id}
            type="button"
            name="intent"
            value={operation.id}
            size="sm"
            variant={operation.destructive ? "destructive" : "secondary"}
            title={operation.description}
            onClick={() => onConfirm(operation.id)}
          >
            {operation.label}
          </Button>
        ) : (
          <Button
            key={operation.id}
            type="submit"
            name="intent"
            value={operation.id}
            size="sm"
            variant={operation.destructive ? "destructive" : "secondary"}
            title={operation.description}
            formAction={operation.id === "export" ? "/resources/organizations-export" : undefined}
          >
            {operation.label}
          </Button>
        ),
      )}
      {operations.slice(3).map((operation) => (
        <Button
          key={operation.id}
          type="submit"
          name="intent"
          value={operation.id}
          size="sm"
          variant="ghost"
          title={operation.description}
        >
          {operation.label}
        </Button>
      ))}
      {hydrated ? (
        <Button type="button" size="sm" variant="ghost" onClick={onClear}>
          Clear
        </Button>
      ) : null}
    </div>
  );
}
