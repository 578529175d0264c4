// Minimal meeting layout of the agenda & participants slice, so its tabs open on their own: the core slice's layout
// (hero, tiles, tab nav) replaces this file at merge.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { requireMeeting } from "~/.server/meetings/access";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const { meeting } = await orErrorPage(requireMeeting(ctx, params.id ?? ""));
  return { meeting: { id: meeting.id, title: meeting.title, status: meeting.status } };
}

export default function MeetingLayout() {
  return <Outlet />;
}
