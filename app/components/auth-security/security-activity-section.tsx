// The settings page's record of the account's security (002 §9): the last 10 sign-ins and the last 100 events.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { SECURITY_EVENT_LABELS } from "~/lib/auth/security-event-labels";
import type { SecurityEventKind } from "~/lib/auth/security-events";
import { utcNumericDateTime } from "~/lib/platform/intl";

type EventRow = {
  id: string;
  kind: SecurityEventKind;
  ipAddress: string | null;
  place: string | null;
  device: string;
  createdAt: number;
};

export function SecurityActivitySection({ signIns, events }: { signIns: EventRow[]; events: EventRow[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Security activity</CardTitle>
        <CardDescription>
          If you don't recognise something here, change your password and sign out other devices.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <section aria-labelledby="sign-ins-heading" className="flex flex-col gap-2">
          <h3 id="sign-ins-heading" className="text-sm font-medium">
            Recent sign-ins
          </h3>
          <EventList rows={signIns} empty="No sign-ins recorded yet." />
        </section>
        <details className="flex flex-col gap-2">
          <summary className="cursor-pointer text-sm font-medium">All security events ({events.length})</summary>
          <EventList rows={events} empty="No security events yet." />
        </details>
      </CardContent>
    </Card>
  );
}

function EventList({ rows, empty }: { rows: EventRow[]; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-col divide-y rounded-md border text-sm">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-baseline justify-between gap-2 p-2">
          <span className={row.kind.endsWith("failed") ? "font-medium text-destructive" : "font-medium"}>
            {SECURITY_EVENT_LABELS[row.kind] ?? row.kind}
          </span>
          <span className="text-xs text-muted-foreground">
            {[row.device, row.place, row.ipAddress].filter(Boolean).join(" · ")} ·{" "}
            <time dateTime={new Date(row.createdAt).toISOString()}>{utcNumericDateTime(row.createdAt)} UTC</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
