// The invitation email's RSVP links land here (public, by the seat's token). A GET only shows the question: mail
// scanners follow links, so the answer is recorded by the POST form below, never by opening the link.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { answerRsvpByToken, findRsvp } from "~/.server/meetings/participants";
import { refusalOf } from "~/.server/remix/service-errors";
import { AuthLayout } from "~/components/auth-layout";
import { Button } from "~/components/ui/button";
import { ATTENDANCE_LABELS } from "~/lib/meetings/agenda-labels";
import { PARTICIPANT_MESSAGES, RSVP_ANSWERED, RSVP_LABELS } from "~/lib/meetings/agenda-messages";
import { RSVP_ANSWERS } from "~/lib/meetings/constants";
import { RsvpSchema } from "~/lib/meetings/participant-schemas";
import { dateTimeFormat } from "~/lib/platform/intl";
import { z } from "~/lib/platform/zod";

export const handle = { hydrate: false };
export const meta: MetaFunction = () => [{ title: "Meeting invitation · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const answer = RsvpSchema.shape.answer.safeParse(url.searchParams.get("answer")).data ?? null;
  try {
    const { seat, meeting } = await findRsvp(context.services.service, token);
    return {
      token,
      answer,
      invitation: {
        title: meeting.title,
        start: meeting.scheduledStart,
        timezone: meeting.timezone,
        status: meeting.status,
        current: seat.attendanceStatus,
      },
    };
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ token: "", answer, invitation: null, refusal: refusal.message }, { status: refusal.status });
  }
}

const ConfirmSchema = RsvpSchema.extend({ token: z.string().min(1).max(200) });

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = ConfirmSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: PARTICIPANT_MESSAGES.rsvpInvalid }, { status: 400 });
  try {
    await answerRsvpByToken(context.services.service, parsed.data.token, parsed.data.answer);
    return { done: PARTICIPANT_MESSAGES.rsvpAnswered(RSVP_ANSWERED[parsed.data.answer]) };
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ error: refusal.message }, { status: refusal.status });
  }
}

const when = (start: number, zone: string) => {
  const format = dateTimeFormat("en-GB", { timeZone: zone, dateStyle: "full", timeStyle: "short" });
  return `${format.format(start)} (${zone})`;
};

export default function RsvpPage() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  if (!loaded.invitation) {
    return (
      <AuthLayout title="Invitation unavailable">
        <p role="alert">{"refusal" in loaded ? loaded.refusal : PARTICIPANT_MESSAGES.rsvpInvalid}</p>
      </AuthLayout>
    );
  }
  const { invitation, token, answer } = loaded;
  return (
    <AuthLayout title={invitation.title} description={when(invitation.start, invitation.timezone)}>
      {answered && "done" in answered ? (
        <p role="status" className="font-medium">
          {answered.done}
        </p>
      ) : (
        <>
          <p className="text-sm">
            Your answer so far: <strong>{ATTENDANCE_LABELS[invitation.current]}</strong>. Will you attend?
          </p>
          {answered && "error" in answered ? (
            <p role="alert" className="text-sm text-destructive">
              {answered.error}
            </p>
          ) : null}
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="token" value={token} />
            {RSVP_ANSWERS.map((choice) => (
              <Button
                key={choice}
                type="submit"
                name="answer"
                value={choice}
                variant={choice === answer ? "default" : "outline"}
              >
                {choice === answer ? `Confirm: ${RSVP_LABELS[choice]}` : RSVP_LABELS[choice]}
              </Button>
            ))}
          </Form>
        </>
      )}
    </AuthLayout>
  );
}
