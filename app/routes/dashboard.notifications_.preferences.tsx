// /dashboard/notifications/preferences: how notifications reach the user beyond the inbox (002 §3.7): channels,
// email frequency, quiet hours, meeting reminder minutes and email per category. One real form (works without
// JavaScript); until the user saves, their organisation's defaults (001 §3) apply and the page says so.
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { loadMyNotificationPreferences, saveMyNotificationPreferences } from "~/.server/notifications/preferences";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import {
  CheckboxField,
  CheckboxGroupField,
  Field,
  FormErrors,
  SelectField,
  useIsPending,
  useSchemaForm,
} from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { notificationPreferencesForm } from "~/lib/forms/generated/notification-preferences";
import {
  FREQUENCY_LABELS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_KEYS,
  NOTIFICATION_FREQUENCIES,
  PREFERENCES_MESSAGES,
  preferencesFromInput,
  REMINDER_MINUTE_CHOICES,
} from "~/lib/notifications/delivery";
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

const FREQUENCY_OPTIONS = NOTIFICATION_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));
const CATEGORY_OPTIONS = NOTIFICATION_CATEGORY_KEYS.map((value) => ({
  value,
  label: NOTIFICATION_CATEGORIES[value].label,
}));
const minutesLabel = (minutes: number) =>
  minutes >= 60 ? `${minutes / 60} hour${minutes === 60 ? "" : "s"} before` : `${minutes} minutes before`;
const REMINDER_OPTIONS = REMINDER_MINUTE_CHOICES.map((minutes) => ({
  value: String(minutes),
  label: minutes === 1440 ? "1 day before" : minutesLabel(minutes),
}));

export default function NotificationPreferencesPage() {
  const { preferences, chosen, timeZone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const pending = useIsPending();
  const [form, fields] = useSchemaForm(notificationPreferencesForm, {
    id: "notification-preferences",
    lastResult: actionData?.result,
    defaultValue: {
      emailNotifications: preferences.emailNotifications ? "on" : undefined,
      pushNotifications: preferences.pushNotifications ? "on" : undefined,
      desktopNotifications: preferences.desktopNotifications ? "on" : undefined,
      frequency: preferences.frequency,
      quietHoursEnabled: preferences.quietHours.enabled ? "on" : undefined,
      quietHoursStart: preferences.quietHours.start,
      quietHoursEnd: preferences.quietHours.end,
      reminderMinutes: preferences.reminderMinutes.map(String),
      emailCategories: NOTIFICATION_CATEGORY_KEYS.filter((key) => preferences.emailCategories[key]),
    },
  });
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
      <Card>
        <CardContent className="pt-6">
          <Form method="post" className="flex flex-col gap-6" {...getFormProps(form)}>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-medium">Channels</legend>
              <CheckboxField
                label="Email notifications"
                description="Switch off to receive no notification email at all."
                field={fields.emailNotifications}
                boxed
              />
              <CheckboxField
                label="Push notifications"
                description="Live updates in your open BoardRoom tabs and devices."
                field={fields.pushNotifications}
                boxed
              />
              <CheckboxField
                label="Desktop notifications"
                description="Shown by your browser when it allows them."
                field={fields.desktopNotifications}
                boxed
              />
            </fieldset>
            <SelectField label="Email frequency" field={fields.frequency} options={FREQUENCY_OPTIONS} />
            <CheckboxGroupField
              legend="Email me about"
              field={fields.emailCategories}
              options={CATEGORY_OPTIONS}
              className="gap-2 sm:grid-cols-2"
            />
            <fieldset className="grid gap-3 sm:grid-cols-3">
              <legend className="mb-2 text-sm font-medium">
                Quiet hours (no email is sent; it waits until they end)
              </legend>
              <CheckboxField label="Enabled" field={fields.quietHoursEnabled} boxed />
              <Field label="From" field={fields.quietHoursStart} type="time" />
              <Field label="Until" field={fields.quietHoursEnd} type="time" />
            </fieldset>
            <CheckboxGroupField
              legend="Remind me before meetings"
              field={fields.reminderMinutes}
              options={REMINDER_OPTIONS}
              className="gap-2 sm:grid-cols-2"
            />
            <FormErrors
              id={form.errorId}
              errors={form.errors}
              title={form.errors?.length ? PREFERENCES_MESSAGES.failed : undefined}
            />
            <div>
              <Button type="submit" disabled={pending}>
                {pending ? "Saving..." : "Save preferences"}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </section>
  );
}
