import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ADMIN_SECURITY_READS, securityPageQueryOf, securityPageValues } from "~/.server/admin/page-reads";
import { loadSecurityPage, unlockSignIn } from "~/.server/admin/security";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage, refusalOf } from "~/.server/remix/service-errors";
import { AdminPage } from "~/components/admin/admin-page";
import { AuditLogPanel } from "~/components/admin/audit-log-panel";
import { FeedbackPanel } from "~/components/admin/feedback-panel";
import { FailedSignInsPanel, LockoutsPanel } from "~/components/admin/sign-in-panels";
import { NotFoundPage } from "~/components/error-boundary";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";
import { UnlockSchema } from "~/lib/admin/schemas";

export const meta: MetaFunction = () => [{ title: "Security · Admin · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const asked = securityPageQueryOf(new URL(request.url).searchParams);
  const { query, filterError, feedbackPage } = asked;
  const values = securityPageValues(asked);
  const prefetched = values ? context.services.prefetchedPage(ADMIN_SECURITY_READS, values) : undefined;
  return orErrorPage(async () => ({
    ...(await loadSecurityPage(ctx, query, feedbackPage, Date.now(), prefetched)),
    query,
    filterError,
  }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const parsed = UnlockSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false, message: "That action is not recognised." }, { status: 400 });
  try {
    return { ok: true, message: await unlockSignIn(ctx, parsed.data.email) };
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ ok: false, message: refusal.message }, { status: refusal.status });
  }
}

export default function AdminSecurityPage() {
  const { lockouts, failed, audit, feedback, query, filterError } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminPage
      title="Security"
      description="Lockouts, failed sign-ins, the audit log and what people told us through the feedback form."
    >
      {answer?.ok ? <StatusMessage message={answer.message} /> : <RefusalMessage message={answer?.message} />}
      <LockoutsPanel lockouts={lockouts} />
      <FailedSignInsPanel failed={failed} />
      <AuditLogPanel audit={audit} query={query} filterError={filterError} />
      <FeedbackPanel feedback={feedback} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
