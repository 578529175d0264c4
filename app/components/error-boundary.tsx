import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ERROR_TEXTS } from "~/lib/constants";
import { Button } from "./ui/button";

/** Error screen with the spec's texts (000 §8, 001 §2.9); 404s get their own page. */
export function GeneralErrorBoundary({ level = "page" }: { level?: "page" | "section" }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string"
      ? error.data
      : error.statusText || ERROR_TEXTS.unexpected
    : error instanceof Error && error.message
      ? ERROR_TEXTS.unexpected
      : ERROR_TEXTS.unexpected;
  if (typeof console !== "undefined") console.error(error);
  return (
    <main className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-24 text-center" role="alert">
      <h1 className="text-2xl font-semibold">{level === "page" ? ERROR_TEXTS.pageTitle : "Section Unavailable"}</h1>
      <p className="text-muted-foreground">{ERROR_TEXTS.generic}</p>
      <p className="text-sm text-muted-foreground">{message}</p>
      <form method="get">
        <Button type="submit">{ERROR_TEXTS.tryAgain}</Button>
      </form>
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
