import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requirePlatformAdmin } from "~/.server/admin/guard";
import { exportAuditLogCsv } from "~/.server/admin/security";
import { badRequest } from "~/.server/platform/errors";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { AuditQuerySchema } from "~/lib/admin/schemas";

// The audit log as CSV with the viewer's filters; platform admins only (anyone else: 404). Bad filters are a 400.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const parsed = AuditQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const csv = await orErrorPage(async () => {
    requirePlatformAdmin(ctx);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Check the filters");
    return exportAuditLogCsv(ctx, parsed.data);
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="boardroom-audit-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
