import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";

// 000 §2.4: document uploads moved to the assets upload page.
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/dashboard/assets/upload${new URL(request.url).search}`);
}
