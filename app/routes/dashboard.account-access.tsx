// The page an account is sent to while an organisation's security policy holds its data back (issue 13): which
// organisations, why, and what to do (set up two-factor sign-in; or connect from an approved network).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireActor } from "~/.server/remix/guards";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ACCESS_GATE_MESSAGES } from "~/lib/auth/two-factor";

export const meta: MetaFunction = () => [{ title: "Access held back · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireActor(request, context);
  const gate = (await context.services.getActor())?.gate;
  // Nothing stands in the way (any more): on to the dashboard.
  if (!gate) throw redirect("/dashboard");
  return {
    twoFactorRequiredBy: gate.twoFactorRequiredBy,
    ipRefusedBy: gate.ipRefusedBy,
    ip: context.services.service.meta.ip,
  };
}

export default function AccountAccessPage() {
  const { twoFactorRequiredBy, ipRefusedBy, ip } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Your organisation's security policy</h1>
        <p className="text-muted-foreground">Organisation data stays closed until this is resolved.</p>
      </header>
      {twoFactorRequiredBy.length ? (
        <Card>
          <CardHeader>
            <CardTitle>Set up two-factor sign-in</CardTitle>
            <CardDescription>{ACCESS_GATE_MESSAGES.twoFactorRequired(twoFactorRequiredBy)}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/dashboard/settings/two-factor">Set up two-factor sign-in</Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}
      {ipRefusedBy.length ? (
        <Card>
          <CardHeader>
            <CardTitle>Connect from an approved network</CardTitle>
            <CardDescription>{ACCESS_GATE_MESSAGES.ipRefused(ipRefusedBy)}</CardDescription>
          </CardHeader>
          <CardContent className="text-sm">
            <p>
              Your address: <code className="font-mono">{ip ?? "unknown"}</code>. Connect through your organisation's
              network or VPN, or ask an administrator to add this address to the allowed ranges.
            </p>
          </CardContent>
        </Card>
      ) : null}
      <p className="text-sm">
        <Link to="/dashboard/settings" className="text-primary underline-offset-4 hover:underline">
          Your account settings
        </Link>{" "}
        stay open.
      </p>
    </div>
  );
}
