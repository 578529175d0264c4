import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ADMIN_SESSIONS_READS, sessionListQueryOf, sessionListValues } from "~/.server/admin/page-reads";
import { listActiveSessions } from "~/.server/admin/sessions";
import { performAdminUserAction } from "~/.server/admin/users";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage, refusalOf } from "~/.server/remix/service-errors";
import { AdminActionButton } from "~/components/admin/action-button";
import { AdminPage, AdminTable, cellClass, useAdminTimeZone, withParam } from "~/components/admin/admin-page";
import { NotFoundPage } from "~/components/error-boundary";
import { Pager } from "~/components/ui/pager";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";
import { AdminUserActionSchema } from "~/lib/admin/schemas";
import { formatDateTime } from "~/lib/platform/dates";

export const meta: MetaFunction = () => [{ title: "Sessions · Admin · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const query = sessionListQueryOf(new URL(request.url).searchParams);
  const values = sessionListValues(query);
  const prefetched = values ? context.services.prefetchedPage(ADMIN_SESSIONS_READS, values) : undefined;
  return orErrorPage(async () => ({ query, ...(await listActiveSessions(ctx, query, Date.now(), prefetched)) }));
}

/** This page only ends sessions; the other account actions are on the user's own page. */
const SESSION_INTENTS = new Set(["revoke-session", "revoke-all-sessions"]);

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const parsed = AdminUserActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success || !SESSION_INTENTS.has(parsed.data.intent))
    return data({ ok: false, message: "That action is not recognised." }, { status: 400 });
  try {
    return { ok: true, message: await performAdminUserAction(ctx, parsed.data) };
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ ok: false, message: refusal.message }, { status: refusal.status });
  }
}

export default function AdminSessionsPage() {
  const { query, sessions, page, limit, total } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { search } = useLocation();
  const timeZone = useAdminTimeZone();
  return (
    <AdminPage title="Sessions" description="Every signed-in browser on the platform, most recently active first.">
      {answer?.ok ? <StatusMessage message={answer.message} /> : <RefusalMessage message={answer?.message} />}
      {query.userId ? (
        <p className="text-sm">
          Sessions of one user. <Link to="/admin/sessions">Show everyone's</Link>
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{total === 1 ? "1 active session" : `${total} active sessions`}</p>
      {sessions.length ? (
        <AdminTable caption="Active sessions" head={["User", "Browser", "Signed in", "Last active", ""]}>
          {sessions.map((session) => (
            <tr key={session.id}>
              <td className={cellClass}>
                <Link to={`/admin/users/${session.userId}`} className="hover:underline">
                  {session.fullName || session.email}
                </Link>
                <br />
                <Link to={withParam("", "userId", session.userId)} className="text-xs text-muted-foreground">
                  Only this user's sessions
                </Link>
              </td>
              <td className={cellClass}>{session.userAgent ?? "Unknown browser"}</td>
              <td className={cellClass}>{formatDateTime(session.createdAt, timeZone)}</td>
              <td className={cellClass}>{formatDateTime(session.lastSeenAt, timeZone)}</td>
              <td className={`${cellClass} flex flex-wrap gap-2`}>
                <AdminActionButton
                  intent="revoke-session"
                  fields={{ userId: session.userId, sessionId: session.id }}
                  label="End"
                />
                <AdminActionButton
                  intent="revoke-all-sessions"
                  fields={{ userId: session.userId }}
                  label="End all of this user's"
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p>No active session.</p>
      )}
      <Pager
        label="Pages of sessions"
        page={page}
        totalPages={Math.ceil(total / limit)}
        summary={`${total} sessions`}
        hrefFor={(target) => withParam(search, "page", target)}
      />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
