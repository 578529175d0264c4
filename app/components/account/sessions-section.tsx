import { Form } from "@remix-run/react";
import { ErrorList, IntentInput } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { StatusMessage } from "~/components/ui/status-message";
import { noFieldsForm } from "~/lib/forms/generated/no-fields";
import { revokeSessionForm } from "~/lib/forms/generated/revoke-session";
import { utcNumericDateTime } from "~/lib/platform/intl";
import { useSectionForm } from "./section-form";

type SessionRow = {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  userAgent: string | null;
  /** "Chrome on macOS", read from the user agent on the server. */
  device: string;
  place: string | null;
  current: boolean;
};

export function SessionsSection({ sessions, disabled }: { sessions: SessionRow[]; disabled: boolean }) {
  const revoke = useSectionForm("revoke-session", revokeSessionForm);
  const others = useSectionForm("sign-out-others", noFieldsForm);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Devices</CardTitle>
        <CardDescription>Where your account is signed in. Sign out a device you no longer use.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <StatusMessage message={revoke.message ?? others.message} />
        <ErrorList errors={revoke.form.errors} />
        <ul className="flex flex-col divide-y rounded-md border">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="flex min-w-0 flex-col">
                <span className="truncate text-sm font-medium">
                  {session.device}
                  {session.current ? " · This device" : ""}
                </span>
                <span className="text-xs text-muted-foreground">
                  Signed in <time dateTime={new Date(session.createdAt).toISOString()}>{signedInAt(session)}</time>
                  {session.place ? ` · near ${session.place}` : ""}
                </span>
                <span className="text-xs text-muted-foreground">
                  Last active{" "}
                  <time dateTime={new Date(session.lastSeenAt).toISOString()}>{utc(session.lastSeenAt)}</time>
                </span>
              </div>
              {session.current ? null : (
                <Form method="post">
                  <IntentInput intent="revoke-session" />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    disabled={disabled}
                    aria-label={signOutLabel(session)}
                  >
                    Sign out device
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        <Form method="post">
          <IntentInput intent="sign-out-others" />
          <Button type="submit" variant="outline" disabled={disabled || sessions.length <= 1}>
            Sign out all other devices
          </Button>
        </Form>
        <Form method="post" action="/auth/signout">
          <input type="hidden" name="scope" value="all" />
          <Button type="submit" variant="outline" disabled={disabled}>
            Sign out everywhere, including here
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

/** Names the device and when it signed in, so two sessions of one browser are told apart. */
const utc = (time: number) => `${utcNumericDateTime(time)} UTC`;
const signedInAt = (session: SessionRow) => utc(session.createdAt);

/** The button's visible text first (WCAG 2.5.3), then which device, as the list shows it. */
const signOutLabel = (session: SessionRow) => `Sign out device: ${session.device}, signed in ${signedInAt(session)}`;
