// The create-organisation form, rendered in full by the server and loaded by the browser after the page
// (decision 037 via the route's `lazyOnClient`), so the form kit is not part of the page's first load (051).
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { ErrorList, Field, SelectField, TextareaField, useIsPending, useSchemaForm } from "~/components/forms";
import { INDUSTRY_OPTIONS, ORGANIZATION_SIZE_OPTIONS } from "~/components/organizations/select-options";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { createOrganizationForm } from "~/lib/forms/generated/create-organization";
import { slugify } from "~/lib/organizations/slug";
import { ORGANIZATION_PAGE_TEXTS } from "~/lib/organizations/texts";

const SLUG_HINT =
  "Lowercase letters, numbers and hyphens; used in the organization's address. " +
  "Leave empty to generate it from the name.";

// The same rule the server uses, as a live preview (an empty field is generated on the server).
const previewSlug = (name: string) => (name.trim().length >= 2 ? slugify(name) : "");

export function CreateOrganizationForm({
  lastResult,
  isDemo,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  isDemo: boolean;
}) {
  const pending = useIsPending();
  const [form, fields] = useSchemaForm(createOrganizationForm, { id: "create-organization", lastResult });
  const [name, setName] = useState(String(fields.name.initialValue ?? ""));
  // The slug follows the name until the user edits it; a value sent back after an error is kept.
  const [slugEdited, setSlugEdited] = useState(Boolean(fields.slug.initialValue));
  const [slug, setSlug] = useState(fields.slug.initialValue ?? "");
  return (
    <Card>
      <CardContent className="pt-6">
        <Form method="post" className="flex flex-col gap-5" {...getFormProps(form)}>
          <Field
            label="Organization name"
            field={fields.name}
            inputProps={{
              autoFocus: true,
              onChange: (event) => {
                setName(event.currentTarget.value);
                if (!slugEdited) setSlug(previewSlug(event.currentTarget.value));
              },
            }}
          />
          <Field
            label="Slug"
            field={fields.slug}
            hint={SLUG_HINT}
            inputProps={{
              value: slug,
              defaultValue: undefined,
              placeholder: name ? previewSlug(name) : "e.g. northwind-holdings",
              onChange: (event) => {
                setSlugEdited(true);
                setSlug(event.currentTarget.value);
              },
            }}
          />
          <TextareaField label="Description" field={fields.description} hint="At most 500 characters." />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Industry"
              field={fields.industry}
              placeholder="Choose an industry"
              options={INDUSTRY_OPTIONS}
            />
            <SelectField
              label="Size"
              field={fields.organizationSize}
              placeholder="Choose a size"
              options={ORGANIZATION_SIZE_OPTIONS}
            />
          </div>
          <Field label="Website" field={fields.website} type="url" inputProps={{ placeholder: "https://" }} />
          {form.errors?.length ? (
            // A refusal that belongs to no field (e.g. the plan or the demo) is titled as 001 §8 says.
            <div
              role="alert"
              className="flex flex-col gap-1 rounded-md border border-destructive/50 bg-destructive/10 p-3"
            >
              <p className="text-sm font-semibold text-destructive">{ORGANIZATION_PAGE_TEXTS.createFailed}</p>
              <ErrorList id={form.errorId} errors={form.errors} />
            </div>
          ) : null}
          <div className="flex items-center gap-3">
            <Button type="submit" disabled={pending || isDemo}>
              {pending ? "Creating..." : "Create organization"}
            </Button>
            <Button asChild variant="ghost">
              <Link to="/dashboard/organizations">Cancel</Link>
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
