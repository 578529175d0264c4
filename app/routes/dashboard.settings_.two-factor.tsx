// Two-factor sign-in for the signed-in account (issue 13): set it up (QR code rendered on the server, and the
// secret to type in), confirm with a first code, see the recovery codes once; turn it off or renew the codes with
// a current code. Every form posts an `intent` to this page's action, with or without JavaScript.
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  twoFactorState,
} from "~/.server/auth/two-factor";
import { formError } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { RecoveryCodes } from "~/components/auth-security/recovery-codes";
import { Field, FormErrors, IntentInput, useIsPending, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { StatusMessage } from "~/components/ui/status-message";
import { TWO_FACTOR_MESSAGES } from "~/lib/auth/two-factor";
import { TwoFactorCodeSchema, TwoFactorIntentSchema } from "~/lib/auth/two-factor-schemas";
import { twoFactorCodeForm } from "~/lib/forms/generated/two-factor-code";

export const meta: MetaFunction = () => [{ title: "Two-factor sign-in · Settings · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  return orErrorPage(twoFactorState(ctx));
}

type Intent = "start" | "confirm" | "disable" | "regenerate";
type TwoFactorActionData = {
  intent: Intent;
  result?: SubmissionResult<string[]>;
  message?: string;
  recoveryCodes?: string[];
};

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const formData = await request.formData();
  const parsed = TwoFactorIntentSchema.safeParse(formData.get("intent"));
  if (!parsed.success) return data({ error: "Unknown action" }, { status: 400 });
  const intent = parsed.data;
  if (intent === "start") {
    try {
      await startTwoFactorSetup(ctx);
      return data({ intent } satisfies TwoFactorActionData);
    } catch (error) {
      const submission = parseWithZod(formData, { schema: TwoFactorCodeSchema.partial() });
      const failed = formError(submission, error);
      return data({ intent, result: failed.data.result } satisfies TwoFactorActionData, failed.init ?? undefined);
    }
  }
  const submission = parseWithZod(formData, { schema: TwoFactorCodeSchema });
  if (submission.status !== "success")
    return data({ intent, result: submission.reply({ hideFields: ["code"] }) } satisfies TwoFactorActionData, {
      status: 400,
    });
  try {
    const { code } = submission.value;
    if (intent === "disable") {
      await disableTwoFactor(ctx, code);
      return data({ intent, message: TWO_FACTOR_MESSAGES.disabled } satisfies TwoFactorActionData);
    }
    const { recoveryCodes } =
      intent === "confirm" ? await confirmTwoFactorSetup(ctx, code) : await regenerateRecoveryCodes(ctx, code);
    const message = intent === "confirm" ? TWO_FACTOR_MESSAGES.enabled : TWO_FACTOR_MESSAGES.recoveryCodesRegenerated;
    return data({ intent, message, recoveryCodes } satisfies TwoFactorActionData);
  } catch (error) {
    const failed = formError(submission, error, ["code"]);
    return data({ intent, result: failed.data.result } satisfies TwoFactorActionData, failed.init ?? undefined);
  }
}

export default function TwoFactorSettingsPage() {
  const state = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const mine = answer && "intent" in answer ? (answer as TwoFactorActionData) : undefined;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className="text-sm">
          <Link to="/dashboard/settings" className="text-primary underline-offset-4 hover:underline">
            Settings
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">Two-factor sign-in</h1>
        <p className="text-muted-foreground">
          After your password, sign-in asks for a code from an authenticator app on your phone.
        </p>
      </header>
      <StatusMessage message={mine?.message} />
      {mine?.recoveryCodes ? <RecoveryCodes codes={mine.recoveryCodes} /> : null}
      {state.enabled ? (
        <EnabledCard enabledAt={state.enabledAt} codesLeft={state.recoveryCodesLeft} answer={mine} />
      ) : state.setup ? (
        <SetupCard setup={state.setup} answer={mine} />
      ) : (
        <OffCard answer={mine} />
      )}
    </div>
  );
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
          {enabledAt ? `On since ${new Date(enabledAt).toLocaleDateString("en-GB", { timeZone: "UTC" })}. ` : ""}
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
  intent: Exclude<Intent, "start">;
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
