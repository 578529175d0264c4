import * as Dialog from "@radix-ui/react-dialog";
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { RotateCcw } from "~/components/ui/icons";
import { DEMO_RESET, DEMO_RESET_CONFIRM_BODY, DEMO_RESET_CONFIRM_TITLE } from "~/lib/demo/constants";
import { cn } from "~/lib/platform/class-names";

export const DEMO_ACTION = "/resources/demo";
export const RESET_CONFIRM_PATH = "/dashboard/demo/reset";

/** The confirmed reset: a plain POST, so it works the same in the dialog and on the confirm page. */
export function ResetDemoForm({ cancel }: { cancel: ReactNode }) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formAction === DEMO_ACTION &&
    navigation.formData?.get("intent") === "reset";
  return (
    <Form method="post" action={DEMO_ACTION} className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <input type="hidden" name="intent" value="reset" />
      {cancel}
      <Button type="submit" variant="destructive" disabled={pending}>
        {pending ? "Resetting..." : DEMO_RESET}
      </Button>
    </Form>
  );
}

/**
 * "Reset demo data": a link to the confirm page, which JavaScript turns into an alert dialog
 * (it does not close on a click outside; Cancel or Escape does).
 */
export function ResetDemoButton() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const { key } = useLocation();
  // The reset lands on a new page: the question has been answered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (a new location key)
  useEffect(() => setOpen(false), [key]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Button asChild size="sm" variant="ghost" className="px-2.5 sm:px-3">
        <Link
          title={DEMO_RESET}
          ref={trigger}
          to={RESET_CONFIRM_PATH}
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <RotateCcw className="h-4 w-4" aria-hidden />
          {/* Phones show the icon alone (the text stays the accessible name) so the bar fits one row. */}
          <span className="sr-only sm:not-sr-only">{DEMO_RESET}</span>
        </Link>
      </Button>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className={cn(
            "fixed left-1/2 top-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col",
            "gap-4 rounded-lg border bg-background p-6 shadow-lg",
          )}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <Dialog.Title className="text-lg font-semibold">{DEMO_RESET_CONFIRM_TITLE}</Dialog.Title>
          <Dialog.Description className="text-muted-foreground">{DEMO_RESET_CONFIRM_BODY}</Dialog.Description>
          <ResetDemoForm
            cancel={
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
