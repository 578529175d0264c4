import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { ServiceError } from "~/.server/errors";
import { requireActor } from "~/.server/guards";
import { getMyOrganization } from "~/.server/organizations";
import { recordVisit } from "~/.server/recent";
import { NotFoundPage } from "~/components/error-boundary";
import { NotBuiltPage } from "~/components/shell/not-built-page";
import { DOCUMENTS_REDIRECT, PRODUCT_NAME } from "~/lib/constants";
import { MAIN_NAV, INSTRUMENTS_NAV, notBuiltDestination } from "~/lib/navigation";

// Every shell destination that is not built yet answers 200 with an honest page (one route, not thirty).
// Sections (sidebar places) are recorded as visits; create/upload pages are actions, not places.
const SECTIONS = new Set([...MAIN_NAV, ...INSTRUMENTS_NAV].map((destination) => destination.href));

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const path = `/dashboard/${params["*"] ?? ""}`.replace(/\/+$/, "");

  const orgMatch = /^\/dashboard\/organizations\/([^/]+)$/.exec(path);
  if (orgMatch && orgMatch[1] !== "create") {
    let org;
    try {
      org = await getMyOrganization(ctx, decodeURIComponent(orgMatch[1]));
    } catch (error) {
      if (error instanceof ServiceError) throw new Response(error.message, { status: 404 });
      throw error;
    }
    await recordVisit(ctx, { href: `/dashboard/organizations/${org.slug}`, title: org.name, type: "organization" });
    return {
      title: org.name,
      purpose: `This page will show ${org.name}'s profile, members, vaults and settings. You are ${org.role === "owner" || org.role === "admin" ? "an" : "a"} ${org.role} here.`,
      notice: null,
    };
  }

  const destination = notBuiltDestination(path);
  if (!destination) throw new Response("Not found", { status: 404 });
  if (SECTIONS.has(destination.href)) await recordVisit(ctx, { href: destination.href, title: destination.label, type: "page" });
  const fromDocuments = destination.href === "/dashboard/simple" && url.searchParams.get("from") === "documents";
  return { title: destination.label, purpose: destination.purpose, notice: fromDocuments ? DOCUMENTS_REDIRECT.body : null };
}

// Another form's POST (theme, organisation switch) does not change this page: do not record it again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  formMethod && formMethod.toUpperCase() !== "GET" && currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · ${PRODUCT_NAME}` : PRODUCT_NAME }];

export default function NotBuiltRoute() {
  const { title, purpose, notice } = useLoaderData<typeof loader>();
  return <NotBuiltPage title={title} purpose={purpose} notice={notice ?? undefined} />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
