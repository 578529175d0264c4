import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { meetingVenue } from "~/.server/meetings/detail";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { EmptyState } from "~/components/ui/empty-state";
import { Building2 } from "~/components/ui/icons";
import { MINIMUM_VIRTUAL_MBPS } from "~/lib/meetings/constants";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const meetingId = params.id ?? "";
  // The layout's guard read, which rode with the session, is the meeting's row this tab shows.
  const prefetched = context.services.prefetchedMeetingHeader(meetingId);
  const { meeting } = await orErrorPage(meetingVenue(ctx, meetingId, prefetched));
  return { venue: meeting.venue, virtualMeetingUrl: meeting.virtualMeetingUrl, isHybrid: meeting.isHybrid };
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  if (children === undefined || children === null || children === "") return null;
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

export default function MeetingVenueTab() {
  const { venue, virtualMeetingUrl, isHybrid } = useLoaderData<typeof loader>();
  if (!venue && !virtualMeetingUrl)
    return (
      <EmptyState icon={Building2} title="No venue yet" body="The organiser has not set a venue or a meeting link." />
    );
  return (
    <div className="flex flex-col gap-6">
      {venue ? (
        <section aria-labelledby="venue-title" className="rounded-lg border bg-card p-4">
          <h2 id="venue-title" className="text-lg font-semibold">
            {venue.name ?? "Venue"}
          </h2>
          <dl className="divide-y">
            <Row label="Address">{venue.address}</Row>
            <Row label="City">{venue.city}</Row>
            <Row label="Country">{venue.country}</Row>
            <Row label="Capacity">{venue.capacity}</Row>
            <Row label="Facilities">{venue.facilities?.join(", ")}</Row>
            <Row label="Parking">{venue.parkingAvailable ? "Available" : "Not available"}</Row>
            <Row label="Accessibility">{venue.accessibilityFeatures?.join(", ")}</Row>
            <Row label="Directions">
              {venue.directions ? <span className="whitespace-pre-line">{venue.directions}</span> : null}
            </Row>
            <Row label="Map">
              {venue.mapUrl ? (
                <a href={venue.mapUrl} target="_blank" rel="noopener noreferrer" className="underline">
                  Open map
                </a>
              ) : null}
            </Row>
            <Row label="Contact phone">
              {venue.contactPhone ? <a href={`tel:${venue.contactPhone}`}>{venue.contactPhone}</a> : null}
            </Row>
            <Row label="Contact email">
              {venue.contactEmail ? <a href={`mailto:${venue.contactEmail}`}>{venue.contactEmail}</a> : null}
            </Row>
          </dl>
        </section>
      ) : null}
      {virtualMeetingUrl ? (
        <section aria-labelledby="online-title" className="flex flex-col gap-2 rounded-lg border bg-card p-4">
          <h2 id="online-title" className="text-lg font-semibold">
            {isHybrid ? "Joining online (hybrid meeting)" : "Virtual meeting"}
          </h2>
          <p className="text-sm">
            <a href={virtualMeetingUrl} target="_blank" rel="noopener noreferrer" className="break-all underline">
              {virtualMeetingUrl}
            </a>
          </p>
          <p className="text-sm text-muted-foreground">
            You need an internet connection of at least {MINIMUM_VIRTUAL_MBPS} Mbps to join.
          </p>
        </section>
      ) : null}
    </div>
  );
}
