// Every organisation whose security policy holds the account back from its data here (decision 048), why, and
// what to do: set up two-factor sign-in, or connect from an approved network. The organisations' own pages answer
// 403 with the same remedies; the member's other organisations stay open.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireActor } from "~/.server/remix/guards";
import { HoldRemedies } from "~/components/auth-security/organization-held-back";

export const meta: MetaFunction = () => [{ title: "Access held back · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const holds = ctx.actor.holds ?? [];
  // Nothing stands in the way (any more): on to the dashboard.
  if (holds.length === 0) throw redirect("/dashboard");
  return {
    twoFactorRequiredBy: holds.filter((hold) => hold.twoFactorRequired).map((hold) => hold.name),
    ipRefusedBy: holds.filter((hold) => hold.networkRefused).map((hold) => hold.name),
    ip: ctx.meta.ip,
  };
}

export default function AccountAccessPage() {
  const { twoFactorRequiredBy, ipRefusedBy, ip } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Your organisations' security policy</h1>
        <p className="text-muted-foreground">
          These organisations' data stays closed until this is resolved. Your other organisations stay open.
        </p>
      </header>
      <HoldRemedies twoFactorRequiredBy={twoFactorRequiredBy} ipRefusedBy={ipRefusedBy} ip={ip} />
      <p className="text-sm">
        <Link to="/dashboard/settings" className="text-primary underline-offset-4 hover:underline">
          Your account settings
        </Link>{" "}
        stay open.
      </p>
    </div>
  );
}
