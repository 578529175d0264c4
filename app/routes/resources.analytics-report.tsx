import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { exportReport } from "~/.server/analytics/reports";
import { pickOrganization } from "~/.server/organizations/organizations";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { ReportRequestSchema } from "~/lib/analytics/schemas";

/** The reports page's export buttons (form posts, so they work without JavaScript): the report streams back. */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const form = Object.fromEntries(await request.formData());
  const parsed = ReportRequestSchema.safeParse(form);
  if (!parsed.success) return new Response(parsed.error.issues[0]?.message ?? "Invalid request", { status: 400 });
  return orErrorPage(async () => {
    const { organization } = await pickOrganization(ctx, typeof form.org === "string" && form.org ? form.org : null);
    if (!organization) return new Response("Organization not found", { status: 404 });
    const report = await exportReport(ctx, organization.id, parsed.data);
    return new Response(report.body, {
      headers: {
        "Content-Type": report.contentType,
        "Content-Disposition": `attachment; filename="${report.fileName}"`,
        "Cache-Control": "no-store",
      },
    });
  });
}
