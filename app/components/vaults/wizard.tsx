import { Form, Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Upload } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { INDUSTRIES, ORGANIZATION_SIZES } from "~/lib/organizations/settings";
import { cn } from "~/lib/platform/class-names";
import { VAULT_ACCESS_LEVELS, VAULT_TYPES } from "~/lib/vaults/constants";
import { ASSIGNABLE_VAULT_ROLES, VAULT_ROLE_LABELS } from "~/lib/vaults/roles";
import {
  reviewFileNames,
  WIZARD_ASSET_TAGS_SHOWN,
  WIZARD_CREATED_HINT_MS,
  WIZARD_LAST_STEP,
  WIZARD_MESSAGES,
  WIZARD_ORGANIZATION_BANNER_MS,
  WIZARD_STEPS,
} from "~/lib/vaults/texts";
import type { WizardPageData } from "~/routes/dashboard.vaults.create/route";

type Answer = { draftId: string; error: string; fieldErrors?: Record<string, string[]> } | undefined;

const words = (code: string) => code.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/**
 * The Create Vault wizard (001 §2.2): four steps, free navigation through the step headers, each step a form post
 * that saves into the server-side draft. JavaScript only makes the same posts without full page loads.
 */
export function CreateVaultWizard({ page, answer }: { page: WizardPageData; answer: Answer }) {
  const draftId = page.draftId ?? answer?.draftId ?? "";
  const step = page.step;
  const formId = "vault-wizard-step";
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
      <Form method="post" id={formId} className="flex flex-col gap-4" aria-label={WIZARD_STEPS[step]}>
        <input type="hidden" name="draftId" value={draftId} />
        <input type="hidden" name="step" value={step} />
        <h2 className="text-lg font-semibold">{WIZARD_STEPS[step]}</h2>
        {step === 0 ? <OrganizationStep page={page} /> : null}
        {step === 1 ? <AssetsStep page={page} /> : null}
        {step === 2 ? <BoardMatesStep page={page} answer={answer} /> : null}
        {step === 3 ? <ReviewStep page={page} /> : null}
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

function NewOrganizationForm({ draftId, answer }: { draftId: string; answer: Answer }) {
  const [name, setName] = useState("");
  const errors = answer?.fieldErrors ?? {};
  return (
    <details className="rounded-lg border p-4" open={Boolean(errors.name || errors.website)}>
      <summary className="cursor-pointer font-medium">Create a new organization</summary>
      <Form method="post" className="mt-3 flex flex-col gap-3" aria-label="New organization">
        <input type="hidden" name="draftId" value={draftId} />
        <input type="hidden" name="intent" value="createOrganization" />
        <Label className="flex flex-col gap-1 text-sm">
          Name
          <Input name="name" required maxLength={100} onChange={(event) => setName(event.currentTarget.value)} />
          <span className="text-destructive">{errors.name?.[0] ?? ""}</span>
        </Label>
        <Label className="flex flex-col gap-1 text-sm">
          Description
          <Textarea name="description" rows={2} maxLength={500} />
        </Label>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Label className="flex flex-col gap-1 text-sm">
            Industry
            <NativeSelect name="industry" defaultValue="">
              <option value="">Not set</option>
              {INDUSTRIES.map((industry) => (
                <option key={industry.code} value={industry.code}>
                  {industry.label}
                </option>
              ))}
            </NativeSelect>
          </Label>
          <Label className="flex flex-col gap-1 text-sm">
            Website
            <Input type="url" name="website" placeholder="https://" />
            <span className="text-destructive">{errors.website?.[0] ?? ""}</span>
          </Label>
          <Label className="flex flex-col gap-1 text-sm">
            Size
            <NativeSelect name="organizationSize" defaultValue="">
              <option value="">Not set</option>
              {ORGANIZATION_SIZES.map((size) => (
                <option key={size.code} value={size.code}>
                  {size.label}
                </option>
              ))}
            </NativeSelect>
          </Label>
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

function AssetsStep({ page }: { page: WizardPageData }) {
  const shown = new Set(page.assets.map((asset) => asset.id));
  const hidden = page.data.assetIds.filter((id) => !shown.has(id));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="flex gap-2" aria-label="Asset type">
          <Button
            type="submit"
            name="intent"
            value="filter:all"
            size="sm"
            variant={page.pdfOnly ? "outline" : "secondary"}
            aria-pressed={!page.pdfOnly}
            formNoValidate
          >
            All Types
          </Button>
          <Button
            type="submit"
            name="intent"
            value="filter:pdf"
            size="sm"
            variant={page.pdfOnly ? "secondary" : "outline"}
            aria-pressed={page.pdfOnly}
            formNoValidate
          >
            PDFs only
          </Button>
        </fieldset>
        {/* UPLOAD DROPZONE SLOT: the assets slice's reusable dropzone mounts here; until then, the upload page. */}
        <Link
          to={`/dashboard/assets/upload${page.data.organizationId ? `?org=${page.data.organizationId}` : ""}`}
          className="inline-flex items-center gap-1 text-sm hover:underline"
          data-slot="upload-dropzone"
        >
          <Upload className="h-4 w-4" aria-hidden="true" /> Upload documents
        </Link>
      </div>
      {hidden.map((id) => (
        <input key={id} type="hidden" name="keepAssetIds" value={id} />
      ))}
      {!page.data.organizationId ? (
        <p className="text-sm text-muted-foreground">{WIZARD_MESSAGES.organizationRequired}</p>
      ) : page.assets.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {page.pdfOnly
            ? "You have uploaded no PDFs to this organization."
            : "You have uploaded no documents to this organization yet."}
        </p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Your documents</legend>
          {page.assets.map((asset) => (
            <Label key={asset.id} className="flex items-start gap-2 rounded-md border p-3 text-sm">
              <input
                type="checkbox"
                name="assetIds"
                value={asset.id}
                defaultChecked={page.data.assetIds.includes(asset.id)}
                className="mt-1"
              />
              <span className="flex min-w-0 flex-col gap-1">
                <span className="break-words font-medium">{asset.fileName}</span>
                {asset.tags.length > 0 ? (
                  <span className="flex flex-wrap gap-1">
                    {asset.tags.slice(0, WIZARD_ASSET_TAGS_SHOWN).map((tag) => (
                      <span key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs">
                        {tag}
                      </span>
                    ))}
                  </span>
                ) : null}
              </span>
            </Label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

function BoardMatesStep({ page, answer }: { page: WizardPageData; answer: Answer }) {
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
            <Input type="email" name="newEmail" maxLength={254} />
          </Label>
          <Label className="flex flex-col gap-1 text-sm">
            Full name
            <Input name="newFullName" maxLength={100} />
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
        <p className="text-sm text-destructive">{answer?.fieldErrors?.newEmail?.[0] ?? ""}</p>
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

function ReviewStep({ page }: { page: WizardPageData }) {
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
        />
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
