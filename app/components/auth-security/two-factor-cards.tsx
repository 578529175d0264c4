// The two-factor page's cards (issue 13): off (set it up), the QR code and a first code, on (new recovery codes, turn
// it off). Every form posts an `intent` to the page's action; the page loads this module after its own code
// (decision 051), and the server renders it in full, so the forms post natively until it is in.
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field, FormErrors, IntentInput, useIsPending, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { twoFactorCodeForm } from "~/lib/forms/generated/two-factor-code";
import { utcNumericDate } from "~/lib/platform/intl";

export type TwoFactorIntent = "start" | "confirm" | "disable" | "regenerate";
export type TwoFactorActionData = {
  intent: TwoFactorIntent;
  result?: SubmissionResult<string[]>;
  message?: string;
  recoveryCodes?: string[];
};

type TwoFactorView = {
  enabled: boolean;
  enabledAt: number | null;
  recoveryCodesLeft: number;
  setup: { secret: string; uri: string; qrDataUri: string } | null;
};

/** The card for where the account is: on, being set up, or off. */
export function TwoFactorCards({ state, answer }: { state: TwoFactorView; answer?: TwoFactorActionData }) {
  if (state.enabled)
    return <EnabledCard enabledAt={state.enabledAt} codesLeft={state.recoveryCodesLeft} answer={answer} />;
  if (state.setup) return <SetupCard setup={state.setup} answer={answer} />;
  return <OffCard answer={answer} />;
}

function OffCard({ answer }: { answer?: TwoFactorActionData }) {
  const isPending = useIsPending();
  const errors = answer?.intent === "start" ? answer.result?.error?.[""] : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor sign-in is off</CardTitle>
        <CardDescription>
          Any authenticator app works (Google Authenticator, Microsoft Authenticator, 1Password, Authy...).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-3">
          <IntentInput intent="start" />
          <FormErrors errors={errors} />
          <Button type="submit" disabled={isPending} className="self-start">
            Set up two-factor sign-in
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

function SetupCard({
  setup,
  answer,
}: {
  setup: { secret: string; uri: string; qrDataUri: string };
  answer?: TwoFactorActionData;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Scan the QR code</CardTitle>
        <CardDescription>
          Scan it with your authenticator app, or type the secret in. Then enter the 6-digit code the app shows.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <img
          src={setup.qrDataUri}
          alt="QR code for your authenticator app"
          width={200}
          height={200}
          className="rounded-md border bg-white p-2"
        />
        <dl className="flex flex-col gap-1">
          <dt className="text-sm font-medium">Secret (to type in instead of scanning)</dt>
          <dd>
            <code data-testid="totp-secret" className="break-all font-mono text-sm">
              {setup.secret}
            </code>
          </dd>
        </dl>
        <CodeForm intent="confirm" submit="Turn on two-factor sign-in" answer={answer} />
      </CardContent>
    </Card>
  );
}

function EnabledCard({
  enabledAt,
  codesLeft,
  answer,
}: {
  enabledAt: number | null;
  codesLeft: number;
  answer?: TwoFactorActionData;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor sign-in is on</CardTitle>
        <CardDescription>
          {enabledAt ? `On since ${utcNumericDate(enabledAt)}. ` : ""}
          {codesLeft} unused recovery {codesLeft === 1 ? "code" : "codes"} left.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <section className="flex flex-col gap-2" aria-labelledby="regenerate-heading">
          <h2 id="regenerate-heading" className="text-base font-medium">
            New recovery codes
          </h2>
          <p className="text-sm text-muted-foreground">The old codes stop working.</p>
          <CodeForm intent="regenerate" submit="Make new recovery codes" answer={answer} />
        </section>
        <section className="flex flex-col gap-2" aria-labelledby="disable-heading">
          <h2 id="disable-heading" className="text-base font-medium">
            Turn off
          </h2>
          <p className="text-sm text-muted-foreground">
            Organisations that require two-factor sign-in will hold back their data until it is on again.
          </p>
          <CodeForm intent="disable" submit="Turn off two-factor sign-in" answer={answer} variant="destructive" />
        </section>
      </CardContent>
    </Card>
  );
}

function CodeForm({
  intent,
  submit,
  answer,
  variant,
}: {
  intent: Exclude<TwoFactorIntent, "start">;
  submit: string;
  answer?: TwoFactorActionData;
  variant?: "destructive";
}) {
  const isPending = useIsPending();
  const [form, fields] = useSchemaForm(twoFactorCodeForm, {
    id: `two-factor-${intent}`,
    lastResult: answer?.intent === intent ? answer.result : undefined,
  });
  return (
    <Form method="post" className="flex flex-col gap-3" {...getFormProps(form)}>
      <IntentInput intent={intent} />
      <Field
        label={intent === "disable" ? "Code from your app (or a recovery code)" : "Code from your app"}
        field={fields.code}
        inputProps={{ autoComplete: "one-time-code", inputMode: intent === "disable" ? "text" : "numeric" }}
      />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Button type="submit" disabled={isPending} variant={variant} className="self-start">
        {submit}
      </Button>
    </Form>
  );
}
