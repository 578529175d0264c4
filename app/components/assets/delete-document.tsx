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
import { ASSET_PAGE_TEXTS } from "~/lib/assets/texts";

const TEXTS = ASSET_PAGE_TEXTS.deleteConfirm;

/** The form that deletes: the only way a document is deleted from its page. */
function DeleteForm() {
  return (
    <Form method="post">
      <Button type="submit" name="intent" value="delete" variant="destructive">
        {TEXTS.action}
      </Button>
    </Form>
  );
}

/**
 * 'Delete document' asks first. With JavaScript it opens an alert dialog (Radix loads on that first open); before
 * hydration and without JavaScript it is a link to this page's confirmation step (?confirm=delete).
 */
export function DeleteDocumentButton({ title }: { title: string }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <Button asChild variant="destructive">
        <Link to="?confirm=delete">{TEXTS.action}</Link>
      </Button>
    );
  }
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">{TEXTS.action}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{TEXTS.title(title)}</AlertDialogTitle>
          <AlertDialogDescription>{TEXTS.body}</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="flex justify-end gap-2">
          <AlertDialogCancel />
          <DeleteForm />
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The confirmation step the server renders for ?confirm=delete: what works without JavaScript. */
export function DeleteDocumentStep({ assetId, title }: { assetId: string; title: string }) {
  return (
    <section
      aria-labelledby="delete-confirm-title"
      className="flex flex-col gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4"
    >
      <h2 id="delete-confirm-title" className="font-semibold">
        {TEXTS.title(title)}
      </h2>
      <p className="text-sm">{TEXTS.body}</p>
      <div className="flex gap-2">
        <DeleteForm />
        <Button asChild variant="outline">
          <Link to={`/dashboard/assets/${assetId}`}>Cancel</Link>
        </Button>
      </div>
    </section>
  );
}
