import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getAdminUser, performAdminUserAction } from "~/.server/admin/users";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage, refusalOf } from "~/.server/remix/service-errors";
import { AdminPage } from "~/components/admin/admin-page";
import { UserAccountPanel, UserActivityPanels } from "~/components/admin/user-panels";
import { NotFoundPage } from "~/components/error-boundary";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";
import { AdminUserActionSchema } from "~/lib/admin/schemas";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded?.user.fullName || loaded?.user.email || "User"} · Admin · BoardRoom` },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  return orErrorPage(async () => ({ ...(await getAdminUser(ctx, params.id ?? "")), selfId: ctx.actor.user.id }));
}

/** Every button of the page posts here with its intent (decision 015); the answer is a line above the panels. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const form = Object.fromEntries(await request.formData());
  const parsed = AdminUserActionSchema.safeParse({ ...form, userId: params.id });
  if (!parsed.success) return data({ ok: false, message: "That action is not recognised." }, { status: 400 });
  try {
    return { ok: true, message: await performAdminUserAction(ctx, parsed.data) };
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ ok: false, message: refusal.message }, { status: refusal.status });
  }
}

export default function AdminUserPage() {
  const { user, memberships, sessions, audit, selfId } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminPage title={user.fullName || user.email} description={`${user.email}${user.title ? ` · ${user.title}` : ""}`}>
      {answer?.ok ? <StatusMessage message={answer.message} /> : <RefusalMessage message={answer?.message} />}
      <UserAccountPanel user={user} isSelf={user.id === selfId} />
      <UserActivityPanels userId={user.id} memberships={memberships} sessions={sessions} audit={audit} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
