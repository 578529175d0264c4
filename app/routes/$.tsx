import { NotFoundPage } from "~/components/error-boundary";

// Unknown URLs answer a real 404 status, not a 200 with a "not found" page.
export async function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
