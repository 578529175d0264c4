// /dashboard/calendar: the meetings the user can see across their organisations, by month or week (?view, ?date),
// a grid that arrow keys move through when JavaScript runs (links otherwise), and the private ICS feed's settings.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  calendarViewOf,
  calendarZone,
  createFeedToken,
  loadCalendar,
  revokeFeedToken,
} from "~/.server/meetings/calendar";
import { CALENDAR_READS } from "~/.server/meetings/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { CalendarGrid } from "~/components/meetings/calendar-grid";
import { FeedSettings } from "~/components/meetings/feed-settings";
import { z } from "~/lib/platform/zod";

export const meta: MetaFunction = () => [{ title: "Calendar · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const { searchParams } = new URL(request.url);
  // The zone is in the shell's rows; the page's were read with the session for a window, kept if it is the zone's.
  const shell = context.services.prefetchedShell();
  const prefetched = shell && {
    zone: calendarZone(shell[1][0]),
    rowsFor: (window: { calendarFrom: number; calendarTo: number }) =>
      context.services.prefetchedPage(CALENDAR_READS, window),
  };
  return loadCalendar(ctx, calendarViewOf(searchParams), searchParams.get("date"), prefetched);
}

const FeedIntent = z.object({ intent: z.enum(["create-feed", "revoke-feed"]) });

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const parsed = FeedIntent.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "Choose an action" }, { status: 400 });
  if (parsed.data.intent === "revoke-feed") {
    await revokeFeedToken(ctx);
    return { revoked: true as const };
  }
  return { created: await createFeedToken(ctx) };
}

export default function CalendarPage() {
  const calendar = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section aria-labelledby="calendar-title" className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <h1 id="calendar-title" className="text-2xl font-semibold tracking-tight">
        Calendar
      </h1>
      <CalendarGrid {...calendar} />
      <FeedSettings
        feed={calendar.feed}
        createdUrl={answer && "created" in answer && answer.created ? answer.created.url : null}
        revoked={Boolean(answer && "revoked" in answer)}
      />
    </section>
  );
}
