import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { isHeldBackAnswer } from "~/lib/auth/organization-holds";
import { ERROR_TEXTS } from "~/lib/platform/constants";
import { OrganizationHeldBackPage } from "./auth-security/organization-held-back";
import { Button } from "./ui/button";

/**
 * The page fallback of every route-level ErrorBoundary (001 §2.9). A 404 gets its own page; another
 * 4xx Response keeps its own message (e.g. "You don't have permission to do that."); anything else
 * shows the spec's text and never the error itself (in production Remix hands the boundary only a
 * sanitised error anyway).
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // An organisation's security policy holds this member back from its data: which one, and the remedy.
  if (isRouteErrorResponse(error) && isHeldBackAnswer(error.data))
    return <OrganizationHeldBackPage answer={error.data} retryHref={location.pathname + location.search} />;
  const clientError = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500;
  const message = clientError
    ? (typeof error.data === "string" && error.data) || error.statusText || ERROR_TEXTS.pageBody
    : ERROR_TEXTS.pageBody;
  return (
    <main className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-24 text-center" role="alert">
      <h1 className="text-2xl font-semibold">{ERROR_TEXTS.pageTitle}</h1>
      <p className="text-muted-foreground">{message}</p>
      {/* A document load of the same URL, query included: works without JavaScript, leaves no broken client state. */}
      <Button asChild>
        <a href={location.pathname + location.search}>{ERROR_TEXTS.tryAgain}</a>
      </Button>
    </main>
  );
}

export function NotFoundPage() {
  return (
    <main className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-24 text-center">
      <p className="text-sm font-medium text-muted-foreground tabular-nums">404</p>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-muted-foreground">The page you asked for does not exist, or you do not have access to it.</p>
      <Button asChild>
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </main>
  );
}
