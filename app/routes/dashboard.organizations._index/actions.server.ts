// The organisations list's bulk operations: confirm the destructive ones first (naming what is affected),
// then run the operation over each selected organisation.
import { data } from "@remix-run/cloudflare";
import { type BulkResult, listOrganizationCards, runBulkOperation } from "~/.server/organizations/list";
import type { ActorContext } from "~/.server/platform/context";
import { BULK_OPERATIONS, type BulkOperationId } from "~/lib/organizations/bulk";
import { BulkOperationSchema } from "~/lib/organizations/schemas";

export type BulkActionData =
  | { error: string }
  | { confirm: { intent: BulkOperationId; items: { id: string; name: string }[] } }
  | { result: BulkResult; intent: BulkOperationId };

export async function performBulkAction(ctx: ActorContext, form: FormData) {
  const parsed = BulkOperationSchema.safeParse({
    intent: form.get("intent"),
    ids: form.getAll("ids"),
    confirmed: form.get("confirmed") ?? undefined,
  });
  if (!parsed.success)
    return data({ error: parsed.error.issues[0]?.message ?? "Invalid request" } satisfies BulkActionData, {
      status: 400,
    });
  const { intent, ids, confirmed } = parsed.data;
  const operation = BULK_OPERATIONS.find((candidate) => candidate.id === intent)!;
  if (operation.requiresConfirmation && !confirmed)
    return data({ confirm: { intent, items: await namesToConfirm(ctx, ids) } } satisfies BulkActionData);
  const result = await runBulkOperation(ctx, intent, ids);
  return data({ result, intent } satisfies BulkActionData, { status: result.succeeded.length === 0 ? 400 : 200 });
}

/** Confirmation names only organisations the actor belongs to (others are reported when it runs). */
async function namesToConfirm(ctx: ActorContext, ids: string[]) {
  const [active, archived] = await Promise.all([
    listOrganizationCards(ctx, { limit: 100 }),
    listOrganizationCards(ctx, { status: "archived", limit: 100 }),
  ]);
  const mine = [...active, ...archived];
  return ids.map((id) => ({ id, name: mine.find((card) => card.id === id)?.name ?? "Unknown organization" }));
}
