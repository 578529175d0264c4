import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadAccountSettings } from "~/.server/auth/account-settings";
import { SETTINGS_PAGE_READS } from "~/.server/auth/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { keepRetryAfter, orErrorPage } from "~/.server/remix/service-errors";
import * as lowerSections from "~/components/account/lower-sections";
import * as passwordSection from "~/components/account/password-section";
import { ProfileSection } from "~/components/account/profile-section";
import { TwoFactorCard } from "~/components/auth-security/two-factor-card";
import { DemoLockedNote } from "~/components/demo/demo-locked-note";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import { performAccountSettingsAction } from "./actions.server";

// The password form and the form kit bring their code after the page's (decision 051); the server renders it in
// full, and it posts natively until the code is in.
const PasswordSection = lazyOnClient(import.meta.env.SSR && passwordSection.PasswordSection, () =>
  import("~/components/account/password-section").then((m) => m.PasswordSection),
);

// The sections below the fold (devices, tokens, deleting the account) bring their own code after the page's
// (decision 037); the server renders them in full.
const SessionsSection = lazyOnClient(import.meta.env.SSR && lowerSections.SessionsSection, () =>
  import("~/components/account/sessions-section").then((m) => m.SessionsSection),
);
const TokensSection = lazyOnClient(import.meta.env.SSR && lowerSections.TokensSection, () =>
  import("~/components/account/tokens-section").then((m) => m.TokensSection),
);
const SecurityActivitySection = lazyOnClient(import.meta.env.SSR && lowerSections.SecurityActivitySection, () =>
  import("~/components/auth-security/security-activity-section").then((m) => m.SecurityActivitySection),
);
const DeleteAccountSection = lazyOnClient(import.meta.env.SSR && lowerSections.DeleteAccountSection, () =>
  import("~/components/account/delete-account-section").then((m) => m.DeleteAccountSection),
);

export const meta: MetaFunction = () => [{ title: "Settings · BoardRoom" }];

// A rate-limited post answers Retry-After, with or without JavaScript (decision 018).
export const headers = keepRetryAfter;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  return orErrorPage(loadAccountSettings(ctx, context.services.prefetchedPage(SETTINGS_PAGE_READS)));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  return performAccountSettingsAction(ctx, await request.formData());
}

export default function SettingsPage() {
  const { profile, sessions, tokens, isDemo, twoFactorOn, signIns, securityEvents } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Settings</h1>
        <p className="text-muted-foreground">Your password, two-factor sign-in, devices and API tokens.</p>
      </header>
      <DemoLockedNote isDemo={isDemo} />
      <ProfileSection profile={profile} />
      <LazySection>
        <PasswordSection disabled={isDemo} />
      </LazySection>
      <TwoFactorCard enabled={twoFactorOn} disabled={isDemo} />
      <LazySection>
        <SessionsSection sessions={sessions} disabled={isDemo} />
        <SecurityActivitySection signIns={signIns} events={securityEvents} />
        <TokensSection tokens={tokens} disabled={isDemo} />
        <DeleteAccountSection disabled={isDemo} />
      </LazySection>
    </div>
  );
}
