import { Link, useSearchParams } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogCancel,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import {
  BULK_OPERATIONS,
  type BulkOperationDefinition,
  type BulkOperationId,
  bulkConfirmationQuestion,
} from "~/lib/organizations/bulk";

/** Up to five names are listed; more would be a wall of text. */
function NamesToConfirm({ names }: { names: string[] }) {
  if (names.length > 5) return null;
  return (
    <ul className="list-inside list-disc text-sm">
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

/** Without JavaScript: the confirmation step the server renders, naming the organisations affected. */
export function BulkConfirmationStep({
  intent,
  items,
}: {
  intent: BulkOperationId;
  items: { id: string; name: string }[];
}) {
  const [searchParams] = useSearchParams();
  const status = searchParams.get("status");
  const operation = BULK_OPERATIONS.find((candidate) => candidate.id === intent)!;
  return (
    <form
      method="post"
      className="flex flex-col gap-3 rounded-lg border border-warning/50 bg-warning/10 p-4"
      aria-labelledby="confirm-title"
    >
      <h2 id="confirm-title" className="font-semibold">
        {bulkConfirmationQuestion(operation.label, items.length)}
      </h2>
      <NamesToConfirm names={items.map((item) => item.name)} />
      {items.map((item) => (
        <input key={item.id} type="hidden" name="ids" value={item.id} />
      ))}
      <input type="hidden" name="confirmed" value="1" />
      <div className="flex gap-2">
        <Button type="submit" name="intent" value={intent} variant="destructive">
          Confirm
        </Button>
        <Button asChild variant="outline">
          <Link to={`/dashboard/organizations${status ? `?status=${status}` : ""}`}>Cancel</Link>
        </Button>
      </div>
    </form>
  );
}

/** With JavaScript: the confirmation dialog; its Confirm submits the list's form (`formId`). */
export function BulkConfirmationDialog({
  operation,
  names,
  formId,
  onClose,
}: {
  operation: BulkOperationDefinition;
  names: string[];
  formId: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{bulkConfirmationQuestion(operation.label, names.length)}</DialogTitle>
          <DialogDescription>{operation.description}</DialogDescription>
        </DialogHeader>
        <NamesToConfirm names={names} />
        <input type="hidden" name="confirmed" value="1" form={formId} />
        <div className="flex justify-end gap-2">
          <DialogCancel />
          <Button type="submit" form={formId} name="intent" value={operation.id} variant="destructive">
            Confirm
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
