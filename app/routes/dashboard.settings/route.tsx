import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";
import { loadAccountSettings } from "~/.server/auth/account-settings";
import { SETTINGS_PAGE_READS } from "~/.server/auth/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { keepRetryAfter, orErrorPage } from "~/.server/remix/service-errors";
import { ProfileSection } from "~/components/account/profile-section";
import {
  loadSettingsPageParts,
  lowerSectionsPart,
  passwordSectionPart,
} from "~/components/account/settings-page-parts";
import { TwoFactorCard } from "~/components/auth-security/two-factor-card";
import { DemoLockedNote } from "~/components/demo/demo-locked-note";
import { FirstUsePart } from "~/components/first-use-part";
import { performAccountSettingsAction } from "./actions.server";

export const meta: MetaFunction = () => [{ title: "Settings · BoardRoom" }];

// A rate-limited post answers Retry-After, with or without JavaScript (decision 018).
export const headers = keepRetryAfter;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const [settings] = await Promise.all([
    orErrorPage(loadAccountSettings(ctx, context.services.prefetchedPage(SETTINGS_PAGE_READS))),
    loadSettingsPageParts(),
  ]);
  return settings;
}

// On a client-side navigation the forms' code loads beside the data; the first visit hydrates them on first use.
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([serverLoader<typeof loader>(), loadSettingsPageParts()]);
  return data;
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
      <FirstUsePart id="settings-password-part" part={passwordSectionPart} props={{ disabled: isDemo }} />
      <TwoFactorCard enabled={twoFactorOn} disabled={isDemo} />
      <FirstUsePart
        id="settings-lower-part"
        part={lowerSectionsPart}
        props={{ sessions, signIns, events: securityEvents, tokens, disabled: isDemo }}
      />
    </div>
  );
}
