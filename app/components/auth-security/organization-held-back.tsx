// What an organisation's security policy holding the member back looks like (decision 048): the remedies (set up
// two-factor sign-in; connect from an approved network), on the 403 page of that organisation's data and on
// /dashboard/account-access, which lists every organisation holding the account back.
import { Link } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ACCOUNT_ACCESS_PATH, type HeldBackAnswer, TWO_FACTOR_SETUP_PATH } from "~/lib/auth/organization-holds";
import { ACCESS_GATE_MESSAGES } from "~/lib/auth/two-factor";

export function HoldRemedies({
  twoFactorRequiredBy,
  ipRefusedBy,
  ip,
}: {
  twoFactorRequiredBy: string[];
  ipRefusedBy: string[];
  /** The request's address, when the page knows it. */
  ip?: string | null;
}) {
  return (
    <>
      {twoFactorRequiredBy.length ? (
        <Card>
          <CardHeader>
            <CardTitle>Set up two-factor sign-in</CardTitle>
            <CardDescription>{ACCESS_GATE_MESSAGES.twoFactorRequired(twoFactorRequiredBy)}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={TWO_FACTOR_SETUP_PATH}>Set up two-factor sign-in</Link>
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
              {ip !== undefined ? (
                <>
                  Your address: <code className="font-mono">{ip ?? "unknown"}</code>.{" "}
                </>
              ) : null}
              Connect through your organisation's network or VPN, or ask an administrator to add this address to the
              allowed ranges.
            </p>
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}

/** The page an organisation's data answers (403) while its security policy holds the member back. */
export function OrganizationHeldBackPage({ answer, retryHref }: { answer: HeldBackAnswer; retryHref: string }) {
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-6 py-12" role="alert">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{answer.organization.name}'s security policy</h1>
        <p className="text-muted-foreground">
          {answer.organization.name}'s data stays closed to you until this is resolved. Your other organisations and
          your account settings stay open.
        </p>
      </header>
      <HoldRemedies twoFactorRequiredBy={answer.twoFactorRequiredBy} ipRefusedBy={answer.ipRefusedBy} />
      <div className="flex flex-wrap items-center gap-4 text-sm">
        {/* A document load of the same URL: after the remedy, the page opens (also without JavaScript). */}
        <Button asChild variant="outline">
          <a href={retryHref}>Try again</a>
        </Button>
        <Link to={ACCOUNT_ACCESS_PATH} className="text-primary underline-offset-4 hover:underline">
          Everything that holds your account back
        </Link>
        {/* This page may stand in for the whole shell: a way to the organisations that stay open. */}
        <Link to="/dashboard/organizations" className="text-primary underline-offset-4 hover:underline">
          Your other organisations
        </Link>
      </div>
    </main>
  );
}
