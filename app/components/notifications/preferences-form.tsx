// The notification preferences form (002 §3.7): channels, email frequency and categories, quiet hours, meeting
// reminders. One real form posted to /dashboard/notifications/preferences (works without JavaScript); the page
// loads this module after its own code (decision 051), and the server renders it in full.
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
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
  type NotificationPreferences,
  PREFERENCES_MESSAGES,
  REMINDER_MINUTE_CHOICES,
} from "~/lib/notifications/delivery";

const minutesLabel = (minutes: number) =>
  minutes >= 60 ? `${minutes / 60} hour${minutes === 60 ? "" : "s"} before` : `${minutes} minutes before`;

// The choices, listed on render: a top-level call would keep this module in the page's first load (decision 037).
function choices() {
  return {
    frequencies: NOTIFICATION_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] })),
    categories: NOTIFICATION_CATEGORY_KEYS.map((value) => ({ value, label: NOTIFICATION_CATEGORIES[value].label })),
    reminders: REMINDER_MINUTE_CHOICES.map((minutes) => ({
      value: String(minutes),
      label: minutes === 1440 ? "1 day before" : minutesLabel(minutes),
    })),
  };
}

export function NotificationPreferencesForm({
  preferences,
  lastResult,
}: {
  preferences: NotificationPreferences;
  lastResult?: SubmissionResult<string[]>;
}) {
  const pending = useIsPending();
  const [form, fields] = useSchemaForm(notificationPreferencesForm, {
    id: "notification-preferences",
    lastResult,
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
  const options = choices();
  return (
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
          <SelectField label="Email frequency" field={fields.frequency} options={options.frequencies} />
          <CheckboxGroupField
            legend="Email me about"
            field={fields.emailCategories}
            options={options.categories}
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
            options={options.reminders}
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
  );
}
