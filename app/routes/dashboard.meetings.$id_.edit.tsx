import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { editMeetingForm, updateMeeting } from "~/.server/meetings/meetings";
import { MEETING_EDIT_READS } from "~/.server/meetings/page-reads";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import * as meetingForm from "~/components/meetings/meeting-form";
import { meetingFormValues } from "~/lib/meetings/form-values";
import { MeetingSchema } from "~/lib/meetings/schemas";

// The form and the form kit bring their code after the page's (decision 037); the server renders it in full.
const MeetingForm = lazyOnClient(import.meta.env.SSR && meetingForm.MeetingForm, () =>
  import("~/components/meetings/meeting-form").then((m) => m.MeetingForm),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Edit ${data.meeting.title} · Meetings · BoardRoom` : "Edit meeting · BoardRoom" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const meetingId = params.id ?? "";
  const prefetched = context.services.prefetchedPage(MEETING_EDIT_READS, { meetingId });
  return orErrorPage(async () => {
    const { meeting, ...options } = await editMeetingForm(ctx, meetingId, prefetched);
    return { meeting: { id: meeting.id, title: meeting.title }, values: meetingFormValues(meeting), ...options };
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const submission = parseWithZod(await request.formData(), { schema: MeetingSchema });
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    const saved = await updateMeeting(ctx, params.id ?? "", submission.value);
    return redirect(`/dashboard/meetings/${saved.id}`);
  } catch (error) {
    return formError(submission, error);
  }
}

export default function EditMeetingPage() {
  const { meeting, people, committees, values } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          Edit {meeting.title}
        </h1>
        <p className="text-muted-foreground">
          <Link to={`/dashboard/meetings/${meeting.id}`} className="underline">
            Back to the meeting
          </Link>
        </p>
      </header>
      <LazySection>
        <MeetingForm
          people={people}
          committees={committees}
          values={values}
          lastResult={actionData?.result}
          submitLabel="Save meeting"
        />
      </LazySection>
    </section>
  );
}
