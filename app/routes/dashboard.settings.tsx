import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { ZodType } from "zod";
import { z } from "zod";
import { loadAccountSettings } from "~/.server/auth/account-settings";
import {
  changePassword,
  deleteAccount,
  revokeSession,
  signOutOtherSessions,
  updateProfile,
} from "~/.server/auth/accounts";
import { createApiToken, revokeApiToken } from "~/.server/auth/api-tokens";
import { clearSessionCookie } from "~/.server/auth/sessions";
import { formError } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { ErrorList, Field, FormErrors, useIsPending } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { StatusMessage } from "~/components/ui/status-message";
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from "~/lib/auth/constants";
import {
  AccountSettingsIntentSchema,
  ChangePasswordSchema,
  CreateApiTokenSchema,
  DeleteAccountSchema,
  RevokeApiTokenSchema,
  RevokeSessionSchema,
  UpdateProfileSchema,
} from "~/lib/auth/schemas";

export const meta: MetaFunction = () => [{ title: "Settings · BoardRoom" }];

const schemaByIntent = {
  "update-profile": UpdateProfileSchema,
  "change-password": ChangePasswordSchema,
  "create-token": CreateApiTokenSchema,
  "revoke-token": RevokeApiTokenSchema,
  "revoke-session": RevokeSessionSchema,
  "sign-out-others": z.object({}),
  "delete-account": DeleteAccountSchema,
} satisfies Record<z.infer<typeof AccountSettingsIntentSchema>, ZodType>;

type Intent = keyof typeof schemaByIntent;
type ActionResult = {
  intent: Intent;
  result: SubmissionResult<string[]>;
  message?: string;
  newToken?: string;
  failure?: string;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  return orErrorPage(loadAccountSettings(ctx));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const formData = await request.formData();
  const intent = AccountSettingsIntentSchema.safeParse(formData.get("intent"));
  if (!intent.success) return data({ error: "Unknown action" }, { status: 400 });
  const submission = parseWithZod(formData, { schema: schemaByIntent[intent.data] as ZodType });
  const hidden = ["currentPassword", "newPassword", "confirmPassword"];
  const reply = (payload: Omit<ActionResult, "intent" | "result">, status = 200) =>
    data({ intent: intent.data, result: submission.reply({ resetForm: true }), ...payload } satisfies ActionResult, {
      status,
    });
  if (submission.status !== "success")
    return data({ intent: intent.data, result: submission.reply({ hideFields: hidden }) } satisfies ActionResult, {
      status: 400,
    });
  const value = submission.value as Record<string, string>;
  try {
    switch (intent.data) {
      case "update-profile":
        await updateProfile(ctx, { fullName: value.fullName });
        return reply({ message: "Profile updated" });
      case "change-password":
        await changePassword(ctx, {
          currentPassword: value.currentPassword,
          newPassword: value.newPassword,
          confirmPassword: value.confirmPassword,
        });
        return reply({ message: "Password changed. Your other devices were signed out." });
      case "create-token": {
        const created = await createApiToken(ctx, value.name);
        return reply({
          message: `Token "${value.name}" created. Copy it now: it will not be shown again.`,
          newToken: created.token,
        });
      }
      case "revoke-token":
        await revokeApiToken(ctx, value.tokenId);
        return reply({ message: "Token revoked" });
      case "revoke-session":
        await revokeSession(ctx, value.sessionId);
        return reply({ message: "Session signed out" });
      case "sign-out-others":
        await signOutOtherSessions(ctx);
        return reply({ message: "Signed out of all other devices" });
      case "delete-account":
        await deleteAccount(ctx);
        return redirect("/", { headers: { "Set-Cookie": clearSessionCookie(ctx) } });
    }
  } catch (error) {
    const failed = formError(submission, error, hidden);
    // A refused deletion is titled 'Account deletion failed' (002 §8.4), with the reason under it.
    const failure =
      intent.data === "delete-account" && failed.data.result.error?.[""]?.length
        ? AUTH_MESSAGES.accountDeletionFailed
        : undefined;
    return data({ intent: intent.data, result: failed.data.result, failure } satisfies ActionResult, {
      status: failed.init?.status ?? 400,
    });
  }
}

function useSectionForm<Schema extends ZodType<Record<string, unknown>, Record<string, unknown>>>(
  intent: Intent,
  schema: Schema,
) {
  const actionData = useActionData<typeof action>();
  const mine =
    actionData && "intent" in actionData && actionData.intent === intent ? (actionData as ActionResult) : undefined;
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>, string[]>({
    id: `settings-${intent}`,
    lastResult: mine?.result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    // Errors clear while typing: clearing them on blur shifts the layout under the click on Submit.
    shouldRevalidate: "onInput",
  });
  return { form, fields, message: mine?.message, newToken: mine?.newToken, failure: mine?.failure };
}

function IntentInput({ intent }: { intent: Intent }) {
  return <input type="hidden" name="intent" value={intent} />;
}

export default function SettingsPage() {
  const { profile, sessions, tokens, isDemo } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Settings</h1>
        <p className="text-muted-foreground">Your profile, password, devices and API tokens.</p>
      </header>
      {isDemo ? (
        <p role="note" className="rounded-md border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
          {AUTH_MESSAGES.demoAccountLocked}
        </p>
      ) : null}
      <ProfileSection fullName={profile.fullName ?? ""} email={profile.email} disabled={isDemo} />
      <PasswordSection disabled={isDemo} />
      <SessionsSection sessions={sessions} disabled={isDemo} />
      <TokensSection tokens={tokens} disabled={isDemo} />
      <DeleteAccountSection disabled={isDemo} />
    </div>
  );
}

function ProfileSection({ fullName, email, disabled }: { fullName: string; email: string; disabled: boolean }) {
  const { form, fields, message } = useSectionForm("update-profile", UpdateProfileSchema);
  const pending = useIsPending();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Signed in as {email}.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <IntentInput intent="update-profile" />
          <Field
            label="Full name"
            field={fields.fullName}
            inputProps={{ defaultValue: fullName, autoComplete: "name", disabled }}
          />
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

function PasswordSection({ disabled }: { disabled: boolean }) {
  const { form, fields, message } = useSectionForm("change-password", ChangePasswordSchema);
  const pending = useIsPending();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Changing it signs out your other devices.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <IntentInput intent="change-password" />
          <Field
            label="Current password"
            field={fields.currentPassword}
            type="password"
            inputProps={{ autoComplete: "current-password", disabled }}
          />
          <Field
            label="New password"
            field={fields.newPassword}
            type="password"
            inputProps={{ autoComplete: "new-password", disabled }}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          />
          <Field
            label="Confirm new password"
            field={fields.confirmPassword}
            type="password"
            inputProps={{ autoComplete: "new-password", disabled }}
          />
          <ErrorList id={form.errorId} errors={form.errors} />
          <StatusMessage message={message} />
          <div>
            <Button type="submit" disabled={disabled || pending}>
              Change password
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

type SessionRow = { id: string; createdAt: number; lastSeenAt: number; userAgent: string | null; current: boolean };

function SessionsSection({ sessions, disabled }: { sessions: SessionRow[]; disabled: boolean }) {
  const revoke = useSectionForm("revoke-session", RevokeSessionSchema);
  const others = useSectionForm("sign-out-others", z.object({}));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Devices</CardTitle>
        <CardDescription>Where your account is signed in. Sign out a device you no longer use.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <StatusMessage message={revoke.message ?? others.message} />
        <ErrorList errors={revoke.form.errors} />
        <ul className="flex flex-col divide-y rounded-md border">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="flex min-w-0 flex-col">
                <span className="truncate text-sm font-medium">
                  {describeUserAgent(session.userAgent)}
                  {session.current ? " · This device" : ""}
                </span>
                <span className="text-xs text-muted-foreground">
                  Signed in{" "}
                  <time dateTime={new Date(session.createdAt).toISOString()}>
                    {new Date(session.createdAt).toLocaleString("en-GB", { timeZone: "UTC" })} UTC
                  </time>
                </span>
              </div>
              {session.current ? null : (
                <Form method="post">
                  <IntentInput intent="revoke-session" />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    disabled={disabled}
                    aria-label={`Sign out ${describeUserAgent(session.userAgent)} signed in ${new Date(session.createdAt).toISOString()}`}
                  >
                    Sign out device
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        <Form method="post">
          <IntentInput intent="sign-out-others" />
          <Button type="submit" variant="outline" disabled={disabled || sessions.length <= 1}>
            Sign out all other devices
          </Button>
        </Form>
        <Form method="post" action="/auth/signout">
          <input type="hidden" name="scope" value="all" />
          <Button type="submit" variant="outline" disabled={disabled}>
            Sign out everywhere, including here
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

type TokenRow = { id: string; name: string; tokenPrefix: string; createdAt: number; lastUsedAt: number | null };

function TokensSection({ tokens, disabled }: { tokens: TokenRow[]; disabled: boolean }) {
  const create = useSectionForm("create-token", CreateApiTokenSchema);
  const revoke = useSectionForm("revoke-token", RevokeApiTokenSchema);
  return (
    <Card>
      <CardHeader>
        <CardTitle>API tokens</CardTitle>
        <CardDescription>
          Personal tokens let scripts and apps call the API as you: send{" "}
          <code className="rounded bg-muted px-1">Authorization: Bearer &lt;token&gt;</code>.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {create.newToken ? (
          <div
            role="status"
            className="flex flex-col gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm"
          >
            <span>{create.message}</span>
            <label className="flex flex-col gap-1">
              <span className="font-medium">New token</span>
              <input
                readOnly
                value={create.newToken}
                className="rounded border bg-background px-2 py-1 font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
            </label>
          </div>
        ) : (
          <StatusMessage message={revoke.message} />
        )}
        {tokens.length === 0 ? (
          <p className="text-sm text-muted-foreground">No API tokens yet.</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-md border">
            {tokens.map((token) => (
              <li key={token.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="flex flex-col">
                  <span className="text-sm font-medium">{token.name}</span>
                  <span className="font-mono text-xs text-muted-foreground">
                    {token.tokenPrefix}… ·{" "}
                    {token.lastUsedAt
                      ? `last used ${new Date(token.lastUsedAt).toISOString().slice(0, 10)}`
                      : "never used"}
                  </span>
                </div>
                <Form method="post">
                  <IntentInput intent="revoke-token" />
                  <input type="hidden" name="tokenId" value={token.id} />
                  <Button type="submit" variant="outline" size="sm" aria-label={`Revoke token ${token.name}`}>
                    Revoke
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end" {...getFormProps(create.form)}>
          <IntentInput intent="create-token" />
          <div className="flex-1">
            <Field
              label="Token name"
              field={create.fields.name}
              inputProps={{ placeholder: "e.g. Board pack sync script", disabled }}
            />
          </div>
          <Button type="submit" disabled={disabled}>
            Create token
          </Button>
        </Form>
        <ErrorList id={create.form.errorId} errors={create.form.errors} />
      </CardContent>
    </Card>
  );
}

function DeleteAccountSection({ disabled }: { disabled: boolean }) {
  const { form, fields, failure } = useSectionForm("delete-account", DeleteAccountSchema);
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Permanently deletes your account, your sessions and tokens, and any organisation where you are the only
          member. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <IntentInput intent="delete-account" />
          <Field
            label='Type "DELETE" to confirm'
            field={fields.confirmation}
            inputProps={{ autoComplete: "off", disabled }}
          />
          <FormErrors id={form.errorId} errors={form.errors} title={failure} />
          <div>
            <Button type="submit" variant="destructive" disabled={disabled}>
              Delete my account
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Chrome\//.test(userAgent)
      ? "Chrome"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Browser";
  const system = /Windows/.test(userAgent)
    ? "Windows"
    : /Mac OS X/.test(userAgent)
      ? "macOS"
      : /Android/.test(userAgent)
        ? "Android"
        : /iPhone|iPad/.test(userAgent)
          ? "iOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "";
  return system ? `${browser} on ${system}` : browser;
}
