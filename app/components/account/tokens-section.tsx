import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorList, Field, IntentInput } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { StatusMessage } from "~/components/ui/status-message";
import { createApiTokenForm } from "~/lib/forms/generated/create-api-token";
import { revokeApiTokenForm } from "~/lib/forms/generated/revoke-api-token";
import { useSectionForm } from "./section-form";

type TokenRow = { id: string; name: string; tokenPrefix: string; createdAt: number; lastUsedAt: number | null };

export function TokensSection({ tokens, disabled }: { tokens: TokenRow[]; disabled: boolean }) {
  const create = useSectionForm("create-token", createApiTokenForm);
  const revoke = useSectionForm("revoke-token", revokeApiTokenForm);
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
