// 'Cancel Meeting' asks first: a cancelled meeting can't be scheduled again. With JavaScript an alert dialog;
// before hydration and without JavaScript a link to the page's confirmation step (?confirm=cancel).
import { Form, Link } from "@remix-run/react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";

const confirmTitle = (title: string) => `Cancel ${title}?`;
const CONFIRM_BODY =
  "Participants are told it is cancelled. A cancelled meeting can't be scheduled again; copy it as a template instead.";

function CancelForm() {
  return (
    <Form method="post">
      <Button type="submit" name="intent" value="cancel" variant="destructive">
        Cancel Meeting
      </Button>
    </Form>
  );
}

export function CancelMeetingButton({ title }: { title: string }) {
  const hydrated = useHydrated();
  if (!hydrated)
    return (
      <Button asChild variant="outline">
        <Link to="?confirm=cancel">Cancel Meeting</Link>
      </Button>
    );
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline">Cancel Meeting</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{confirmTitle(title)}</AlertDialogTitle>
          <AlertDialogDescription>{CONFIRM_BODY}</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="flex justify-end gap-2">
          <AlertDialogCancel />
          <CancelForm />
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The confirmation step the layout shows for ?confirm=cancel: what works without JavaScript. */
export function CancelMeetingStep({ meetingId, title }: { meetingId: string; title: string }) {
  return (
    <section
      aria-labelledby="cancel-confirm-title"
      className="flex flex-col gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4"
    >
      <h2 id="cancel-confirm-title" className="font-semibold">
        {confirmTitle(title)}
      </h2>
      <p className="text-sm">{CONFIRM_BODY}</p>
      <div className="flex gap-2">
        <CancelForm />
        <Button asChild variant="outline">
          <Link to={`/dashboard/meetings/${meetingId}`}>Keep the meeting</Link>
        </Button>
      </div>
    </section>
  );
}
