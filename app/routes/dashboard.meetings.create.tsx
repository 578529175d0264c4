import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { createMeeting, newMeetingForm } from "~/.server/meetings/meetings";
import { NEW_MEETING_READS } from "~/.server/meetings/page-reads";
import { requireMembership } from "~/.server/organizations/memberships";
import { pickOrganization } from "~/.server/organizations/organizations";
import { requestedOrganization } from "~/.server/organizations/page-reads";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import * as meetingForm from "~/components/meetings/meeting-form";
import { EmptyState } from "~/components/ui/empty-state";
import { CalendarDays } from "~/components/ui/icons";
import { newMeetingFormValues } from "~/lib/meetings/form-values";
import { MeetingSchema } from "~/lib/meetings/schemas";
import { readFeaturePreferences } from "~/lib/profile/schemas";

// The form and the form kit bring their code after the page's (decision 037); the server renders it in full.
const MeetingForm = lazyOnClient(import.meta.env.SSR && meetingForm.MeetingForm, () =>
  import("~/components/meetings/meeting-form").then((m) => m.MeetingForm),
);

export const meta: MetaFunction = () => [{ title: "Create Meeting · BoardRoom" }];

/** The organisation the meeting is for: ?org=, else the current one. */
async function organizationFor(request: Request, context: LoaderFunctionArgs["context"]) {
  const ctx = await requireActor(request, context);
  const { organization } = await orErrorPage(pickOrganization(ctx, new URL(request.url).searchParams.get("org")));
  return { ctx, organization };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, organization } = await organizationFor(request, context);
  if (!organization) return { organization: null, people: [], committees: [], values: null };
  // Creating needs a role that creates content: viewers are refused here (the form's guard) and by the service.
  // Read with the session: the rows of the organisation of `?org=`, else of the preferred one (decision 066).
  const organizationRef = requestedOrganization(new URL(request.url).searchParams);
  const prefetched = context.services.prefetchedPage(NEW_MEETING_READS, { organizationRef });
  const { preferences, ...options } = await orErrorPage(newMeetingForm(ctx, organization.id, prefetched));
  const { meeting } = readFeaturePreferences(preferences.featurePreferences);
  const values = newMeetingFormValues(preferences.timezone ?? "UTC", ctx.actor.user.id, meeting);
  return { organization, ...options, values };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, organization } = await organizationFor(request, context);
  if (!organization) throw redirect("/dashboard/meetings/create");
  await orErrorPage(requireMembership(ctx, organization.id, "content.create"));
  const submission = parseWithZod(await request.formData(), { schema: MeetingSchema });
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    const created = await createMeeting(ctx, organization.id, submission.value);
    return redirect(`/dashboard/meetings/${created.id}`);
  } catch (error) {
    return formError(submission, error);
  }
}

export default function CreateMeetingPage() {
  const { organization, people, committees, values } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          Create Meeting
        </h1>
        <p className="text-muted-foreground">
          {organization
            ? `A meeting of ${organization.name}. It starts as a draft; schedule it when the details are settled.`
            : "Meetings belong to an organization."}
        </p>
      </header>
      {organization && values ? (
        <LazySection>
          <MeetingForm
            people={people}
            committees={committees}
            values={values}
            lastResult={actionData?.result}
            submitLabel="Create meeting"
          />
        </LazySection>
      ) : (
        <EmptyState
          icon={CalendarDays}
          title="No organization yet"
          body="Create or join an organization first; then its meetings can be created here."
          action={<Link to="/dashboard/organizations/create">Create Organization</Link>}
        />
      )}
    </section>
  );
}
