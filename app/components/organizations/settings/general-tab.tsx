import { Field, SelectField, TextareaField } from "~/components/forms";
import { organizationGeneralForm } from "~/lib/forms/generated/organization-general";
import { organizationLogoForm } from "~/lib/forms/generated/organization-logo";
import { LOGO_FILE_TYPES } from "~/lib/organizations/constants";
import { acceptAttribute } from "~/lib/platform/file-types";
import { INDUSTRY_OPTIONS, ORGANIZATION_SIZE_OPTIONS } from "../select-options";
import { type PageResult, type SettingsOrganization, TabForm, useTabForm } from "./tab-form";

export function GeneralTab({
  organization,
  canEdit,
  result,
  host,
}: {
  organization: SettingsOrganization;
  canEdit: boolean;
  result: PageResult;
  host: string;
}) {
  const [form, fields] = useTabForm(
    "general",
    organizationGeneralForm,
    {
      name: organization.name,
      slug: organization.slug,
      description: organization.description ?? "",
      website: organization.website ?? "",
      industry: organization.industry ?? "",
      organizationSize: organization.organizationSize ?? "",
    },
    result,
  );
  const address = `${host}/${organization.slug}`;
  return (
    <div className="flex flex-col gap-8">
      <TabForm form={form} intent="general" result={result} submitLabel="Save changes" canSubmit={canEdit}>
        <Field label="Organization name" field={fields.name} inputProps={{ disabled: !canEdit }} />
        <Field
          label="Slug"
          field={fields.slug}
          inputProps={{ disabled: !canEdit, readOnly: organization.isDemo, className: "read-only:bg-muted" }}
          hint={organization.isDemo ? `${address} (the demo board's address can't change)` : address}
        />
        <TextareaField label="Description" field={fields.description} rows={3} disabled={!canEdit} />
        <Field label="Website" field={fields.website} type="url" inputProps={{ disabled: !canEdit }} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Industry"
            field={fields.industry}
            options={INDUSTRY_OPTIONS}
            placeholder="Choose an industry"
            disabled={!canEdit}
          />
          <SelectField
            label="Size"
            field={fields.organizationSize}
            options={ORGANIZATION_SIZE_OPTIONS}
            placeholder="Choose a size"
            disabled={!canEdit}
          />
        </div>
      </TabForm>
      {canEdit ? <LogoForm result={result} /> : null}
    </div>
  );
}

function LogoForm({ result }: { result: PageResult }) {
  const [form, fields] = useTabForm("logo", organizationLogoForm, {}, result);
  return (
    <TabForm form={form} intent="logo" result={result} submitLabel="Upload logo" encType="multipart/form-data">
      <Field
        label="Logo"
        field={fields.logo}
        type="file"
        inputProps={{ accept: acceptAttribute(LOGO_FILE_TYPES), className: "h-auto border-0 px-0 text-sm" }}
        hint="A PNG, JPEG, GIF or WebP image of at most 5 MB; square, at least 200×200 px, looks best."
      />
    </TabForm>
  );
}
