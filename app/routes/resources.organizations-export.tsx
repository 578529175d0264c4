import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { runBulkOperation } from "~/.server/organizations/list";
import { requireActor } from "~/.server/remix/guards";

/** POST ids → a JSON file of what those organisations hold (owners and admins; others are listed as errors). */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const ids = (await request.formData())
    .getAll("ids")
    .filter((value): value is string => typeof value === "string" && value.length > 0 && value.length <= 100);
  if (ids.length === 0) return data({ error: "Select at least one organization" }, { status: 400 });
  const result = await runBulkOperation(ctx, "export", ids);
  const body = JSON.stringify(
    { exportedAt: new Date().toISOString(), organizations: result.exported ?? [], errors: result.errors },
    null,
    2,
  );
  const date = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="organizations-export-${date}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
