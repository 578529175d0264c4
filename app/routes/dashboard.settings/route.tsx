import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadAccountSettings } from "~/.server/auth/account-settings";
import { SETTINGS_PAGE_READS } from "~/.server/auth/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { keepRetryAfter, orErrorPage } from "~/.server/remix/service-errors";
import { ProfileSection } from "~/components/account/profile-section";
import * as settingsForms from "~/components/account/settings-forms";
import { TwoFactorCard } from "~/components/auth-security/two-factor-card";
import { DemoLockedNote } from "~/components/demo/demo-locked-note";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import { performAccountSettingsAction } from "./actions.server";

// The forms bring their code (and the form kit's) after the page's, in one chunk (decisions 037 and 071); the
// server renders them in full, and they post natively until the code is in.
const SettingsForms = lazyOnClient(import.meta.env.SSR && settingsForms.SettingsForms, () =>
  import("~/components/account/settings-forms").then((m) => m.SettingsForms),
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
        <SettingsForms
          twoFactor={<TwoFactorCard enabled={twoFactorOn} disabled={isDemo} />}
          sessions={sessions}
          signIns={signIns}
          events={securityEvents}
          tokens={tokens}
          disabled={isDemo}
        />
      </LazySection>
    </div>
  );
}
