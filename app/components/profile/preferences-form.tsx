import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData } from "@remix-run/react";
import type { UserPreferenceView } from "~/.server/profile/preferences";
import {
  CheckboxField,
  CheckboxGroupField,
  ErrorList,
  Field,
  SelectField,
  useIsPending,
  useSchemaForm,
} from "~/components/forms";
import { Button } from "~/components/ui/button";
import { StatusMessage } from "~/components/ui/status-message";
import { preferencesForm } from "~/lib/forms/generated/preferences";
import {
  CACHE_STRATEGIES,
  COMPLIANCE_FREQUENCIES,
  COMPLIANCE_WIDGETS,
  DEFAULT_VIEWS,
  PREFERENCE_NOTES,
} from "~/lib/profile/constants";
import { THEMES } from "~/lib/shell/constants";

const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1).replaceAll("_", " ") }));

const fieldset = "flex flex-col gap-4 rounded-lg border p-4";
const legend = "px-1 text-base font-semibold";

/** What the preferences above or below it do, or plainly that no feature reads them yet (house rule). */
function Note({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

export function PreferencesForm({ preferences }: { preferences: UserPreferenceView }) {
  const answer = useActionData<{ result?: never; message?: string }>();
  const { document, meeting, compliance } = preferences.features;
  const [form, fields] = useSchemaForm(preferencesForm, {
    id: "preferences",
    lastResult: answer?.result,
    defaultValue: {
      theme: preferences.theme,
      autoSave: preferences.autoSave ? "on" : undefined,
      defaultView: preferences.defaultView,
      autoSaveAnnotations: document.autoSaveAnnotations ? "on" : undefined,
      cacheStrategy: document.cacheStrategy,
      maxCacheSize: String(document.maxCacheSize),
      defaultDuration: String(meeting.defaultDuration),
      autoRecord: meeting.autoRecord ? "on" : undefined,
      muteOnJoin: meeting.muteOnJoin ? "on" : undefined,
      cameraOnJoin: meeting.cameraOnJoin ? "on" : undefined,
      defaultReminderDays: compliance.defaultReminderDays.join(", "),
      showLowRiskItems: compliance.showLowRiskItems ? "on" : undefined,
      autoEscalateOverdue: compliance.autoEscalateOverdue ? "on" : undefined,
      complianceFrequency: compliance.notificationFrequency,
      dashboardWidgets: compliance.dashboardWidgets,
    },
  });
  const pending = useIsPending();
  return (
    <Form method="post" className="flex flex-col gap-6" {...getFormProps(form)}>
      <fieldset className={fieldset}>
        <legend className={legend}>General</legend>
        <SelectField label="Theme" field={fields.theme} options={options(THEMES)} />
        <SelectField label="Default view of lists" field={fields.defaultView} options={options(DEFAULT_VIEWS)} />
        <Note>{PREFERENCE_NOTES.defaultView}</Note>
        <CheckboxField label="Save forms as I type" field={fields.autoSave} />
        <Note>{PREFERENCE_NOTES.autoSave}</Note>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Documents</legend>
        <Note>{PREFERENCE_NOTES.documents}</Note>
        <CheckboxField label="Save my annotations as I write them" field={fields.autoSaveAnnotations} />
        <SelectField label="Offline cache" field={fields.cacheStrategy} options={options(CACHE_STRATEGIES)} />
        <Field label="Largest offline cache (MB)" type="number" field={fields.maxCacheSize} />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Meetings</legend>
        <Field label="Length of a new meeting (minutes)" type="number" field={fields.defaultDuration} />
        <CheckboxField label="Record meetings I start" field={fields.autoRecord} />
        <Note>{PREFERENCE_NOTES.newMeeting}</Note>
        <Note>
          {PREFERENCE_NOTES.reminders}{" "}
          <Link to="/dashboard/notifications/preferences" className="underline">
            Notification preferences
          </Link>
        </Note>
        <CheckboxField label="Mute my microphone when I join" field={fields.muteOnJoin} />
        <CheckboxField label="Turn my camera on when I join" field={fields.cameraOnJoin} />
        <Note>{PREFERENCE_NOTES.liveMedia}</Note>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Compliance</legend>
        <Note>{PREFERENCE_NOTES.compliance}</Note>
        <Field label="Reminder days before a deadline (comma-separated)" field={fields.defaultReminderDays} />
        <SelectField
          label="Compliance summary emails"
          field={fields.complianceFrequency}
          options={options(COMPLIANCE_FREQUENCIES)}
        />
        <CheckboxField label="Show low-risk items" field={fields.showLowRiskItems} />
        <CheckboxField label="Escalate overdue items automatically" field={fields.autoEscalateOverdue} />
        <CheckboxGroupField
          legend="Dashboard widgets"
          field={fields.dashboardWidgets}
          options={options(COMPLIANCE_WIDGETS)}
        />
      </fieldset>
      <ErrorList id={form.errorId} errors={form.errors} />
      <StatusMessage message={answer?.message} />
      <div>
        <Button type="submit" disabled={pending}>
          Save preferences
        </Button>
      </div>
    </Form>
  );
}
