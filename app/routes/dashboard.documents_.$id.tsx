import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";

// 000 §2.4: a document's old address leads to its page under /dashboard/assets.
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/dashboard/assets/${encodeURIComponent(params.id ?? "")}`);
}
