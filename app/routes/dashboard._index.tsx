import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { myOpenActionsQuery } from "~/.server/meetings/actions";
import { requireActor } from "~/.server/remix/guards";
import { HOME_PAGE_READS } from "~/.server/shell/page-reads";
import { MyActions } from "~/components/meetings/my-actions";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ArrowRight, Building2, Keyboard, Plus } from "~/components/ui/icons";
import { SHELL_TEXTS } from "~/lib/shell/constants";
import { MAIN_NAV, QUICK_ACTIONS } from "~/lib/shell/navigation";
import type { loader as dashboardLoader } from "./dashboard";

export const meta: MetaFunction = () => [{ title: "Home · BoardRoom" }];

const GETTING_STARTED = ["/dashboard/simple", "/dashboard/meetings", "/dashboard/vaults"].map(
  (href) => MAIN_NAV.find((item) => item.href === href)!,
);
const CREATE_ORGANIZATION = QUICK_ACTIONS.find((action) => action.href === "/dashboard/organizations/create")!;

/** The user's open action items (issue 11), read in the session's batch with the shell (decision 039). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const [myActions] =
    context.services.prefetchedPage(HOME_PAGE_READS) ??
    (await ctx.db.batch([myOpenActionsQuery(ctx, ctx.actor.user.id)]));
  return { myActions, now: Date.now() };
}

export default function DashboardHome() {
  const { myActions, now } = useLoaderData<typeof loader>();
  // The layout's shell already holds the user and their organisations, and the layout reloads whenever this
  // page is entered (its shouldRevalidate), so the list is as fresh.
  const { user, organizations } = useRouteLoaderData<typeof dashboardLoader>("routes/dashboard")!.shell;
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Welcome, {user.name}</h1>
        <p className="text-muted-foreground">Your organizations and where to go next.</p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Your organizations</CardTitle>
            <CardDescription>Boards you are a member of.</CardDescription>
          </CardHeader>
          <CardContent>
            {organizations.length === 0 ? (
              <div className="flex flex-col items-start gap-3">
                <p className="text-sm text-muted-foreground">{SHELL_TEXTS.noOrganizations}</p>
                <Link
                  to={CREATE_ORGANIZATION.href}
                  className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
                >
                  <Plus className="h-4 w-4" aria-hidden="true" /> {SHELL_TEXTS.createOrganization}
                </Link>
              </div>
            ) : (
              <ul className="link-list">
                {organizations.map((org) => (
                  <li key={org.id}>
                    <Link to={`/dashboard/organizations/${org.slug}`}>
                      <Building2 aria-hidden="true" />
                      <span className="min-w-0 flex-1 truncate font-medium">{org.name}</span>
                      {org.heldBack ? (
                        <span className="shrink-0 text-xs font-medium text-destructive">
                          {SHELL_TEXTS.organizationHeldBack}
                        </span>
                      ) : null}
                      <span className="shrink-0 text-xs capitalize text-muted-foreground">{org.role}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Getting started</CardTitle>
            <CardDescription>The main parts of BoardRoom.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="link-list">
              {GETTING_STARTED.map(({ href, label, icon: Icon }) => (
                <li key={href}>
                  <Link to={href}>
                    <Icon aria-hidden="true" />
                    <span className="flex-1 font-medium">{label}</span>
                    <ArrowRight className="h-4 w-4" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
              <Keyboard className="h-4 w-4" aria-hidden="true" /> Press{" "}
              <kbd className="rounded border bg-muted px-1.5 font-mono text-xs">?</kbd> for keyboard shortcuts.
            </p>
          </CardContent>
        </Card>
        <MyActions actions={myActions} now={now} />
      </div>
    </section>
  );
}
