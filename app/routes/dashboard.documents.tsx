import { redirect } from "@remix-run/cloudflare";

// 000 §2.4: /dashboard/documents moved to the single Documents page; the notice is shown there.
export function loader() {
  return redirect("/dashboard/simple?from=documents");
}
