import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { adminPlaceholder } from "~/.server/shell/placeholders";
import { NotFoundPage } from "~/components/error-boundary";
import { NotBuiltPage } from "~/components/shell/not-built-page";
import { PRODUCT_NAME } from "~/lib/platform/constants";

// /admin and /admin/*. Loaders run in parallel, so this one checks the role too, like the layout.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  return orErrorPage(() => adminPlaceholder(ctx, new URL(request.url)));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} · ${PRODUCT_NAME}` : PRODUCT_NAME },
];

export default function AdminNotBuilt() {
  const { title, purpose } = useLoaderData<typeof loader>();
  return <NotBuiltPage title={title} purpose={purpose} />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
