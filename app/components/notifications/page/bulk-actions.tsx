// The bulk form: the rows' checkboxes belong to it by their `form` attribute (forms can't nest), so it posts the
// selected ids with or without JavaScript. With JavaScript a "Select all" box ticks every row on the page.
import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { useHydrated } from "~/components/use-hydrated";
import { NOTIFICATION_BULK_ACTIONS, NOTIFICATION_BULK_LABELS } from "~/lib/notifications/inbox";

export function BulkActions({ formId, busy }: { formId: string; busy: boolean }) {
  const hydrated = useHydrated();
  return (
    <Form method="post" id={formId} className="flex flex-wrap items-center gap-2 text-sm">
      <input type="hidden" name="intent" value="bulk" />
      {hydrated ? (
        <label className="mr-2 flex items-center gap-2">
          <input
            type="checkbox"
            className="h-4 w-4"
            onChange={(event) => {
              const boxes = document.querySelectorAll<HTMLInputElement>(`input[name="ids"][form="${formId}"]`);
              for (const box of boxes) box.checked = event.currentTarget.checked;
            }}
          />
          Select all
        </label>
      ) : null}
      <div className="flex items-center gap-2">
        <label htmlFor="notifications-bulk-action">With selected</label>
        <NativeSelect id="notifications-bulk-action" name="action" defaultValue="mark_read" className="w-40">
          {NOTIFICATION_BULK_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {NOTIFICATION_BULK_LABELS[action]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={busy}>
        Apply to selected
      </Button>
    </Form>
  );
}
