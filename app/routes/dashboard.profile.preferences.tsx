import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { loadPreferences, savePreferences } from "~/.server/profile/preferences";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import * as preferencesForm from "~/components/profile/preferences-form";
import { PreferencesSchema } from "~/lib/profile/schemas";

// The form and the form kit bring their code after the page's (decisions 037, 051); the server renders it in full.
const PreferencesForm = lazyOnClient(import.meta.env.SSR && preferencesForm.PreferencesForm, () =>
  import("~/components/profile/preferences-form").then((m) => m.PreferencesForm),
);

const INTRO =
  "How BoardRoom behaves for you, kept with your account on every device. Your time zone and language are on your";

export const meta: MetaFunction = () => [{ title: "Preferences · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const shell = context.services.prefetchedShell();
  return orErrorPage(async () => ({ preferences: await loadPreferences(ctx, ctx.actor.user.id, shell) }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const submission = parseWithZod(await request.formData(), { schema: PreferencesSchema });
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    await savePreferences(ctx, submission.value);
    return { result: submission.reply(), message: "Preferences saved." };
  } catch (error) {
    return formError(submission, error);
  }
}

export default function PreferencesPage() {
  const { preferences } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Preferences</h1>
        <p className="text-muted-foreground">
          {INTRO}{" "}
          <Link to="/dashboard/profile" className="underline">
            profile
          </Link>
          .
        </p>
      </header>
      <LazySection>
        <PreferencesForm key={JSON.stringify(preferences)} preferences={preferences} />
      </LazySection>
    </div>
  );
}
