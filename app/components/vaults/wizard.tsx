import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { ErrorList, Field, IntentInput, SelectField, TextareaField, useSchemaForm } from "~/components/forms";
import { INDUSTRY_OPTIONS, ORGANIZATION_SIZE_OPTIONS } from "~/components/organizations/select-options";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { AssetsStep, WizardUploadForm } from "~/components/vaults/wizard-assets-step";
import { createOrganizationForm } from "~/lib/forms/generated/create-organization";
import { vaultWizardStepForm } from "~/lib/forms/generated/vault-wizard-step";
import { cn } from "~/lib/platform/class-names";
import { VAULT_ACCESS_LEVELS, VAULT_TYPES } from "~/lib/vaults/constants";
import { ASSIGNABLE_VAULT_ROLES, VAULT_ROLE_LABELS } from "~/lib/vaults/roles";
import {
  reviewFileNames,
  WIZARD_CREATED_HINT_MS,
  WIZARD_LAST_STEP,
  WIZARD_MESSAGES,
  WIZARD_ORGANIZATION_BANNER_MS,
  WIZARD_STEPS,
} from "~/lib/vaults/texts";
import type { WizardPageData } from "~/routes/dashboard.vaults.create/route";

type Answer = { draftId: string; error: string; fieldErrors?: Record<string, string[]> } | undefined;

/** The step fields the step form's schema checks (by the button pressed), with their errors. */
const STEP_FIELDS = ["vaultName", "newEmail", "newFullName"] as const;
type StepErrors = Record<(typeof STEP_FIELDS)[number], string[] | undefined>;

/** An input's error attributes and its error list, by field name. */
const invalid = (name: string, errors?: string[]) =>
  errors?.length ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {};

const words = (code: string) => code.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/**
 * The Create Vault wizard (001 §2.2): four steps, free navigation through the step headers, each step a form post
 * that saves into the server-side draft. JavaScript only makes the same posts without full page loads.
 */
export function CreateVaultWizard({ page, answer }: { page: WizardPageData; answer: Answer }) {
  const draftId = page.draftId ?? answer?.draftId ?? "";
  const step = page.step;
  const formId = "vault-wizard-step";
  // The server's refusal of a step field (no JavaScript, or a check not loaded yet) shows where the browser's would.
  const lastResult = useMemo<SubmissionResult<string[]> | undefined>(() => {
    const errors = answer?.fieldErrors ?? {};
    return STEP_FIELDS.some((key) => errors[key]) ? { status: "error", error: errors } : undefined;
  }, [answer]);
  const [form, fields] = useSchemaForm(vaultWizardStepForm, { id: formId, lastResult });
  const errors: StepErrors = {
    vaultName: fields.vaultName.errors,
    newEmail: fields.newEmail.errors,
    newFullName: fields.newFullName.errors,
  };
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <div
          role="progressbar"
          aria-label="Wizard progress"
          aria-valuemin={1}
          aria-valuemax={WIZARD_STEPS.length}
          aria-valuenow={step + 1}
          aria-valuetext={`Step ${step + 1} of ${WIZARD_STEPS.length}: ${WIZARD_STEPS[step]}`}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full bg-primary transition-all"
            style={{ width: `${((step + 1) / WIZARD_STEPS.length) * 100}%` }}
          />
        </div>
        <ol className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-label="Steps">
          {WIZARD_STEPS.map((label, index) => (
            <li key={label}>
              <button
                type="submit"
                form={formId}
                name="intent"
                value={`goto:${index}`}
                formNoValidate
                aria-current={index === step ? "step" : undefined}
                className={cn(
                  "w-full rounded-md border px-2 py-1.5 text-left hover:bg-accent",
                  index === step && "border-primary font-semibold",
                )}
              >
                <span className="tabular-nums text-muted-foreground">{index + 1}.</span> {label}
              </button>
            </li>
          ))}
        </ol>
      </div>
      {answer?.error ? (
        <div role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
          <strong>Error</strong> {answer.error}
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" aria-label={WIZARD_STEPS[step]}>
        <input type="hidden" name="draftId" value={draftId} />
        <input type="hidden" name="step" value={step} />
        <h2 className="text-lg font-semibold">{WIZARD_STEPS[step]}</h2>
        {step === 0 ? <OrganizationStep page={page} /> : null}
        {step === 1 ? <AssetsStep page={page} answer={answer} stepFormId={formId} /> : null}
        {step === 2 ? <BoardMatesStep page={page} errors={errors} /> : null}
        {step === 3 ? <ReviewStep page={page} errors={errors} /> : null}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-4">
          <Button type="submit" name="intent" value="cancel" variant="ghost" formNoValidate>
            Cancel
          </Button>
          <div className="flex gap-2">
            <Button type="submit" name="intent" value="previous" variant="outline" disabled={step === 0} formNoValidate>
              Previous
            </Button>
            {step < WIZARD_LAST_STEP ? (
              <Button type="submit" name="intent" value="next">
                Next
              </Button>
            ) : (
              <Button type="submit" name="intent" value="create">
                Create Vault
              </Button>
            )}
          </div>
        </div>
      </Form>
      {step === 0 ? <NewOrganizationForm draftId={draftId} answer={answer} /> : null}
      {step === 1 ? <WizardUploadForm page={page} /> : null}
    </div>
  );
}

function OrganizationStep({ page }: { page: WizardPageData }) {
  const [banner, setBanner] = useState(page.justCreated);
  useEffect(() => {
    if (!page.justCreated) return;
    setBanner(true);
    const timer = setTimeout(() => setBanner(false), WIZARD_ORGANIZATION_BANNER_MS);
    return () => clearTimeout(timer);
  }, [page.justCreated]);
  const createdRecently =
    page.data.organizationCreatedInWizard &&
    page.data.organizationCreatedAt != null &&
    page.now - page.data.organizationCreatedAt < WIZARD_CREATED_HINT_MS;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm text-muted-foreground">Choose the organization the vault belongs to.</legend>
      {banner ? (
        <p role="status" className="rounded-md border border-green-600/40 bg-green-500/10 px-3 py-2 text-sm">
          Organization created and selected.
        </p>
      ) : null}
      {page.organizations.length === 0 ? (
        <p className="text-sm text-muted-foreground">You are not in an organization yet: create one below.</p>
      ) : (
        page.organizations.map((org) => (
          <Label key={org.id} className="flex items-center gap-2 rounded-md border p-3 text-sm">
            <input
              type="radio"
              name="organizationId"
              value={org.id}
              defaultChecked={org.id === page.data.organizationId}
            />
            <span className="min-w-0 break-words font-medium">{org.name}</span>
            {createdRecently && org.id === page.data.organizationId ? (
              <span className="rounded-full bg-green-500/15 px-2 py-0.5 text-xs">created</span>
            ) : null}
          </Label>
        ))
      )}
    </fieldset>
  );
}

/** The fields the new organisation form owns: a refusal naming one of them is this form's. */
const NEW_ORGANIZATION_FIELDS = ["name", "description", "website", "industry", "organizationSize"];

function NewOrganizationForm({ draftId, answer }: { draftId: string; answer: Answer }) {
  const [name, setName] = useState("");
  const lastResult = useMemo<SubmissionResult<string[]> | undefined>(() => {
    const errors = answer?.fieldErrors ?? {};
    return Object.keys(errors).some((key) => NEW_ORGANIZATION_FIELDS.includes(key))
      ? { status: "error", error: errors }
      : undefined;
  }, [answer]);
  const [form, fields] = useSchemaForm(createOrganizationForm, { id: "wizard-new-organization", lastResult });
  return (
    <details className="rounded-lg border p-4" open={Boolean(lastResult)}>
      <summary className="cursor-pointer font-medium">Create a new organization</summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-col gap-3" aria-label="New organization">
        <input type="hidden" name="draftId" value={draftId} />
        <IntentInput intent="createOrganization" />
        <Field
          label="Name"
          field={fields.name}
          inputProps={{ onChange: (event) => setName(event.currentTarget.value) }}
        />
        <TextareaField label="Description" field={fields.description} rows={2} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <SelectField label="Industry" field={fields.industry} options={INDUSTRY_OPTIONS} placeholder="Not set" />
          <Field label="Website" field={fields.website} type="url" inputProps={{ placeholder: "https://" }} />
          <SelectField
            label="Size"
            field={fields.organizationSize}
            options={ORGANIZATION_SIZE_OPTIONS}
            placeholder="Not set"
          />
        </div>
        <div>
          {/* Disabled while the trimmed name is empty (001 §5); without JavaScript the server checks it. */}
          <Button type="submit" variant="outline" disabled={name !== "" && name.trim() === ""}>
            Create organization
          </Button>
        </div>
      </Form>
    </details>
  );
}

function BoardMatesStep({ page, errors }: { page: WizardPageData; errors: StepErrors }) {
  const chosen = new Map(page.data.boardMates.map((mate) => [mate.id, mate.role]));
  return (
    <div className="flex flex-col gap-4">
      {page.people.length === 0 ? (
        <p className="text-sm text-muted-foreground">No other active members in this organization yet.</p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm text-muted-foreground">Members of the organization</legend>
          {page.people.map((person) => {
            const name = person.fullName || person.email;
            return (
              <div
                key={person.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
              >
                <Label className="flex items-center gap-2">
                  <input type="checkbox" name="boardMateIds" value={person.id} defaultChecked={chosen.has(person.id)} />
                  <span className="break-words">{name}</span>
                </Label>
                <NativeSelect
                  name={`role-${person.id}`}
                  defaultValue={chosen.get(person.id) ?? "viewer"}
                  aria-label={`Role of ${name}`}
                >
                  {ASSIGNABLE_VAULT_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {VAULT_ROLE_LABELS[role]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            );
          })}
        </fieldset>
      )}
      <fieldset className="flex flex-col gap-2 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">New BoardMates</legend>
        {page.data.newBoardMates.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm">
            {page.data.newBoardMates.map((mate) => (
              <li key={mate.email} className="flex items-center justify-between gap-2">
                <span className="break-words">
                  {mate.fullName} · {mate.email} · {VAULT_ROLE_LABELS[mate.role]}
                </span>
                <Button
                  type="submit"
                  name="intent"
                  value={`removeBoardMate:${mate.email}`}
                  size="sm"
                  variant="ghost"
                  formNoValidate
                >
                  Remove <span className="sr-only">{mate.email}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          <Label className="flex flex-col gap-1 text-sm">
            Email
            <Input type="email" name="newEmail" maxLength={254} {...invalid("newEmail", errors.newEmail)} />
            <ErrorList id="newEmail-error" errors={errors.newEmail} />
          </Label>
          <Label className="flex flex-col gap-1 text-sm">
            Full name
            <Input name="newFullName" maxLength={100} {...invalid("newFullName", errors.newFullName)} />
            <ErrorList id="newFullName-error" errors={errors.newFullName} />
          </Label>
          <Label className="flex flex-col gap-1 text-sm">
            Role
            <NativeSelect name="newRole" defaultValue="viewer">
              {ASSIGNABLE_VAULT_ROLES.map((role) => (
                <option key={role} value={role}>
                  {VAULT_ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          </Label>
        </div>
        <div>
          <Button type="submit" name="intent" value="addBoardMate" variant="outline" size="sm" formNoValidate>
            Add BoardMate
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          New people get an invitation to the organization and to the vault when the vault is created.
        </p>
      </fieldset>
    </div>
  );
}

function ReviewStep({ page, errors }: { page: WizardPageData; errors: StepErrors }) {
  const { data } = page;
  // The name typed here counts at once (with JavaScript); without it, the message follows the saved draft.
  const [name, setName] = useState(data.vaultName);
  const organization = page.organizations.find((org) => org.id === data.organizationId);
  const message = !name.trim()
    ? WIZARD_MESSAGES.nameRequired
    : !organization
      ? WIZARD_MESSAGES.organizationRequired
      : WIZARD_MESSAGES.ready;
  const files = reviewFileNames(page.selectedFileNames);
  return (
    <div className="flex flex-col gap-4">
      <Label className="flex flex-col gap-1 text-sm">
        Vault name
        <Input
          name="vaultName"
          defaultValue={data.vaultName}
          maxLength={100}
          onChange={(event) => setName(event.currentTarget.value)}
          {...invalid("vaultName", errors.vaultName)}
        />
        <ErrorList id="vaultName-error" errors={errors.vaultName} />
      </Label>
      <Label className="flex flex-col gap-1 text-sm">
        Description
        <Textarea name="vaultDescription" defaultValue={data.vaultDescription} rows={3} maxLength={500} />
      </Label>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Label className="flex flex-col gap-1 text-sm">
          Access level
          <NativeSelect name="accessLevel" defaultValue={data.accessLevel}>
            {VAULT_ACCESS_LEVELS.map((level) => (
              <option key={level} value={level}>
                {words(level)}
              </option>
            ))}
          </NativeSelect>
        </Label>
        <Label className="flex flex-col gap-1 text-sm">
          Vault type
          <NativeSelect name="vaultType" defaultValue={data.vaultType}>
            {VAULT_TYPES.map((type) => (
              <option key={type} value={type}>
                {words(type)}
              </option>
            ))}
          </NativeSelect>
        </Label>
      </div>
      <dl className="grid grid-cols-1 gap-2 rounded-md border p-3 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Organization</dt>
        <dd className="break-words">{organization?.name ?? "None"}</dd>
        <dt className="font-medium">Documents</dt>
        <dd>
          {files.shown.length === 0 ? "None" : files.shown.join(", ")}
          {files.more ? ` ${files.more}` : ""}
        </dd>
        <dt className="font-medium">BoardMates</dt>
        <dd className="tabular-nums">
          {data.boardMates.length} from the organization, {data.newBoardMates.length} new
        </dd>
      </dl>
      <p
        role="status"
        className={cn(
          "text-sm font-medium",
          message === WIZARD_MESSAGES.ready ? "text-green-700 dark:text-green-400" : "text-destructive",
        )}
      >
        {message}
      </p>
    </div>
  );
}
