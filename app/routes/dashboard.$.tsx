import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { dashboardPlaceholder } from "~/.server/shell/placeholders";
import { NotFoundPage } from "~/components/error-boundary";
import { NotBuiltPage } from "~/components/shell/not-built-page";
import { PRODUCT_NAME } from "~/lib/platform/constants";
import { notAgainAfterOtherPosts } from "~/lib/shell/revalidation";

// Every shell destination that is not built yet answers 200 with an honest page (one route, not
// thirty); a feature's own route replaces it by being more specific. Unknown paths stay 404.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  return orErrorPage(() => dashboardPlaceholder(ctx, new URL(request.url)));
}

export const shouldRevalidate = notAgainAfterOtherPosts;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} · ${PRODUCT_NAME}` : PRODUCT_NAME },
];

export default function NotBuiltRoute() {
  const { title, purpose, notice } = useLoaderData<typeof loader>();
  return <NotBuiltPage title={title} purpose={purpose} notice={notice ?? undefined} />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
