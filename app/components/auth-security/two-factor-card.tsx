// The settings page's line about two-factor sign-in: on or off, and the page that manages it.
import { Link } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

export function TwoFactorCard({ enabled, disabled }: { enabled: boolean; disabled: boolean }) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle>Two-factor sign-in</CardTitle>
          <CardDescription>
            {enabled
              ? "On: sign-in asks for a code from your authenticator app."
              : "Off: sign-in asks only for your password."}
          </CardDescription>
        </div>
        {disabled ? null : (
          <Button asChild variant={enabled ? "outline" : "default"}>
            <Link to="/dashboard/settings/two-factor">{enabled ? "Manage two-factor" : "Set up two-factor"}</Link>
          </Button>
        )}
      </CardHeader>
    </Card>
  );
}
