import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorList, Field, IntentInput, SelectField, useIsPending } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { StatusMessage } from "~/components/ui/status-message";
import { profileForm } from "~/lib/forms/generated/profile";
import { LANGUAGES, PROFILE_MESSAGES } from "~/lib/profile/constants";
import { useIntentForm } from "./use-intent-form";

type Option = { value: string; label: string };
let timeZones: Option[] | undefined;

// Every zone the runtime knows (the same list the server checks against), UTC first. Listed on first render, not
// at the module's top level: a top-level call would keep this module in the page's first load (decision 037).
function timeZoneOptions(): Option[] {
  timeZones ??= ["UTC", ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC")].map((zone) => ({
    value: zone,
    label: zone.replaceAll("_", " "),
  }));
  return timeZones;
}

export function ProfileForm({
  profile,
  disabled,
}: {
  profile: { email: string; fullName: string | null; title: string | null; timezone: string | null; language: string };
  disabled: boolean;
}) {
  const { form, fields, message } = useIntentForm("profile", profileForm, {
    fullName: profile.fullName ?? "",
    title: profile.title ?? "",
    timezone: profile.timezone ?? "UTC",
    language: profile.language,
  });
  const pending = useIsPending();
  const languageOptions = LANGUAGES.map((language) => ({ value: language.code, label: language.label }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
        <CardDescription>Signed in as {profile.email}.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <IntentInput intent="profile" />
          <Field label="Full name" field={fields.fullName} inputProps={{ autoComplete: "name", disabled }} />
          <Field
            label="Title"
            field={fields.title}
            hint="Your role on the board, e.g. Non-executive Director (optional)."
            inputProps={{ autoComplete: "organization-title", disabled }}
          />
          <SelectField label="Time zone" field={fields.timezone} options={timeZoneOptions()} disabled={disabled} />
          <SelectField label="Language" field={fields.language} options={languageOptions} disabled={disabled} />
          <p className="text-sm text-muted-foreground">
            Dates across BoardRoom are shown in this time zone. {PROFILE_MESSAGES.languageOnlyEnglish}
          </p>
          <ErrorList id={form.errorId} errors={form.errors} />
          <StatusMessage message={message} />
          <div>
            <Button type="submit" disabled={disabled || pending}>
              Save profile
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
