import { notFound } from "~/.server/platform/errors";
import { refusalResponse } from "~/.server/remix/service-errors";
import { NotFoundPage } from "~/components/error-boundary";

// Unknown URLs answer a real 404 status, not a 200 with a "not found" page.
export async function loader() {
  throw refusalResponse(notFound());
}

export default function NotFound() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
