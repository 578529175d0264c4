import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { loadSecurityPage, unlockSignIn } from "~/.server/admin/security";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage, refusalOf } from "~/.server/remix/service-errors";
import { AdminPage } from "~/components/admin/admin-page";
import { AuditLogPanel } from "~/components/admin/audit-log-panel";
import { FeedbackPanel } from "~/components/admin/feedback-panel";
import { FailedSignInsPanel, LockoutsPanel } from "~/components/admin/sign-in-panels";
import { NotFoundPage } from "~/components/error-boundary";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";
import { AuditQuerySchema, UnlockSchema } from "~/lib/admin/schemas";
import { pagingSchema } from "~/lib/platform/paging";

export const meta: MetaFunction = () => [{ title: "Security · Admin · BoardRoom" }];

const FeedbackPageSchema = pagingSchema(10);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = AuditQuerySchema.safeParse(params);
  // Bad filters show their message beside the form and the unfiltered log below it.
  const query = parsed.success ? parsed.data : AuditQuerySchema.parse({});
  const filterError = parsed.success ? null : (parsed.error.issues[0]?.message ?? "Check the filters");
  const feedbackPage = FeedbackPageSchema.safeParse({ page: params.feedbackPage }).data ?? { page: 1, limit: 10 };
  return orErrorPage(async () => ({ ...(await loadSecurityPage(ctx, query, feedbackPage)), query, filterError }));
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
