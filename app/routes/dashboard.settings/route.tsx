import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadAccountSettings } from "~/.server/auth/account-settings";
import { requireActor } from "~/.server/remix/guards";
import { keepRetryAfter, orErrorPage } from "~/.server/remix/service-errors";
import { DeleteAccountSection } from "~/components/account/delete-account-section";
import { PasswordSection } from "~/components/account/password-section";
import { ProfileSection } from "~/components/account/profile-section";
import { SessionsSection } from "~/components/account/sessions-section";
import { TokensSection } from "~/components/account/tokens-section";
import { DemoLockedNote } from "~/components/demo/demo-locked-note";
import { performAccountSettingsAction } from "./actions.server";

export const meta: MetaFunction = () => [{ title: "Settings · BoardRoom" }];

// A rate-limited post answers Retry-After, with or without JavaScript (decision 018).
export const headers = keepRetryAfter;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  return orErrorPage(loadAccountSettings(ctx));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  return performAccountSettingsAction(ctx, await request.formData());
}

export default function SettingsPage() {
  const { profile, sessions, tokens, isDemo } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Settings</h1>
        <p className="text-muted-foreground">Your profile, password, devices and API tokens.</p>
      </header>
      <DemoLockedNote isDemo={isDemo} />
      {/* A saved name remounts the form, so Conform's reset after 'Profile updated' lands on the name as saved. */}
      <ProfileSection
        key={profile.fullName ?? ""}
        fullName={profile.fullName ?? ""}
        email={profile.email}
        disabled={isDemo}
      />
      <PasswordSection disabled={isDemo} />
      <SessionsSection sessions={sessions} disabled={isDemo} />
      <TokensSection tokens={tokens} disabled={isDemo} />
      <DeleteAccountSection disabled={isDemo} />
    </div>
  );
}
