// /dashboard/notifications/preferences: how notifications reach the user beyond the inbox (002 §3.7): channels,
// email frequency, quiet hours, meeting reminder minutes and email per category. One real form (works without
// JavaScript); until the user saves, their organisation's defaults (001 §3) apply and the page says so.
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { loadMyNotificationPreferences, saveMyNotificationPreferences } from "~/.server/notifications/preferences";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import * as preferencesForm from "~/components/notifications/preferences-form";
import { PREFERENCES_MESSAGES, preferencesFromInput } from "~/lib/notifications/delivery";
import { NotificationPreferencesSchema } from "~/lib/notifications/preference-schemas";

export const meta: MetaFunction = () => [{ title: "Notification preferences · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const { preferences, chosen, timeZone } = await loadMyNotificationPreferences(ctx);
  return { preferences, chosen, timeZone };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const submission = parseWithZod(await request.formData(), { schema: NotificationPreferencesSchema });
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    await saveMyNotificationPreferences(ctx, preferencesFromInput(submission.value));
    return redirect("/dashboard/notifications/preferences?saved=1");
  } catch (error) {
    return formError(submission, error);
  }
}

// The form and the form kit bring their code after the page's (decisions 037, 051); the server renders it in full.
const NotificationPreferencesForm = lazyOnClient(
  import.meta.env.SSR && preferencesForm.NotificationPreferencesForm,
  () => import("~/components/notifications/preferences-form").then((m) => m.NotificationPreferencesForm),
);

export default function NotificationPreferencesPage() {
  const { preferences, chosen, timeZone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          Notification preferences
        </h1>
        <p className="text-muted-foreground">
          Choose how notifications reach you beyond your{" "}
          <Link to="/dashboard/notifications" className="text-primary underline">
            inbox
          </Link>
          . Times are in your time zone ({timeZone}).
        </p>
      </header>
      {searchParams.get("saved") ? (
        <p role="status" className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
          {PREFERENCES_MESSAGES.saved}
        </p>
      ) : null}
      {!chosen ? <p className="text-sm text-muted-foreground">{PREFERENCES_MESSAGES.organizationDefaults}</p> : null}
      <LazySection>
        <NotificationPreferencesForm preferences={preferences} lastResult={actionData?.result} />
      </LazySection>
    </section>
  );
}
