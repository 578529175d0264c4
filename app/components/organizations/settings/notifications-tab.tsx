import { CheckboxField, Field, SelectField } from "~/components/forms";
import { notificationSettingsForm } from "~/lib/forms/generated/notification-settings";
import { NOT_SENT_YET, SETTINGS_NOT_SENT_YET } from "~/lib/notifications/delivery";
import type { NotificationSettings } from "~/lib/organizations/settings";
import { type PageResult, TabForm, Toggles, useTabForm } from "./tab-form";

const NOTIFICATION_TOGGLES = [
  { key: "emailUpdates", label: "Email updates" },
  { key: "securityAlerts", label: "Security alerts" },
  { key: "activityAlerts", label: "Activity alerts" },
  { key: "memberUpdates", label: "Member updates" },
  { key: "documentNotifications", label: "Document notifications" },
  { key: "meetingReminders", label: "Meeting reminders" },
  { key: "weeklyReports", label: "Weekly reports" },
  { key: "monthlyDigest", label: "Monthly digest" },
  { key: "complianceAlerts", label: "Compliance alerts" },
  { key: "systemUpdates", label: "System updates" },
] as const satisfies readonly { key: keyof NotificationSettings; label: string }[];

/**
 * A switch whose email is not sent yet says so under its label. Built on render: a top-level call would keep this
 * tab, and the form kit, in the organisation page's first load (see ./tabs.ts).
 */
function togglesWithNotes() {
  return NOTIFICATION_TOGGLES.map((toggle) => ({
    ...toggle,
    description: (SETTINGS_NOT_SENT_YET as readonly string[]).includes(toggle.key) ? NOT_SENT_YET : undefined,
  }));
}

const FREQUENCY_OPTIONS = [
  { value: "realtime", label: "Real time" },
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
];

export function NotificationsTab({
  settings,
  canEdit,
  result,
}: {
  settings: NotificationSettings;
  canEdit: boolean;
  result: PageResult;
}) {
  const [form, fields] = useTabForm("notifications", notificationSettingsForm, settings, result);
  const quietHours = fields.quietHours.getFieldset();
  const disabled = !canEdit;
  return (
    <TabForm
      form={form}
      intent="notifications"
      result={result}
      submitLabel="Save notification settings"
      canSubmit={canEdit}
    >
      <Toggles toggles={togglesWithNotes()} fields={fields} disabled={disabled} />
      <SelectField
        label="Frequency"
        field={fields.notificationFrequency}
        options={FREQUENCY_OPTIONS}
        disabled={disabled}
      />
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Quiet hours</legend>
        <CheckboxField label="Enabled" field={quietHours.enabled} disabled={disabled} boxed />
        <Field label="From" field={quietHours.startTime} type="time" inputProps={{ disabled }} />
        <Field label="Until" field={quietHours.endTime} type="time" inputProps={{ disabled }} />
      </fieldset>
    </TabForm>
  );
}
