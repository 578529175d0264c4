import { Form, Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { RotateCcw } from "~/components/ui/icons";
import { onFirstUse, prefetch, useFirstUse } from "~/components/use-first-use";
import { DEMO_RESET } from "~/lib/demo/constants";

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

// The alert dialog loads on the first press of the button (decision 024). Marked pure so that a page which
// doesn't render the button drops this module (decision 037).
const dialog = /* @__PURE__ */ onFirstUse(() => import("./reset-demo-dialog"));

/**
 * "Reset demo data": a link to the confirm page, which JavaScript turns into an alert dialog
 * (it does not close on a click outside; Cancel or Escape does).
 */
export function ResetDemoButton() {
  const [open, setOpen] = useState(false);
  const [loaded, load] = useFirstUse(dialog);
  const navigate = useNavigate();
  const trigger = useRef<HTMLAnchorElement>(null);
  const { key } = useLocation();
  // The reset lands on a new page: the question has been answered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (a new location key)
  useEffect(() => setOpen(false), [key]);
  return (
    <>
      <Button asChild size="sm" variant="ghost" className="px-2.5 sm:px-3">
        <Link
          title={DEMO_RESET}
          ref={trigger}
          to={RESET_CONFIRM_PATH}
          aria-haspopup="dialog"
          onPointerEnter={() => prefetch(dialog)}
          onFocus={() => prefetch(dialog)}
          onClick={(event) => {
            event.preventDefault();
            // Should the dialog fail to load, the confirm page asks the same question.
            load().then(
              () => setOpen(true),
              () => navigate(RESET_CONFIRM_PATH),
            );
          }}
        >
          <RotateCcw className="h-4 w-4" aria-hidden />
          {/* Phones show the icon alone (the text stays the accessible name) so the bar fits one row. */}
          <span className="sr-only sm:not-sr-only">{DEMO_RESET}</span>
        </Link>
      </Button>
      {loaded ? <loaded.ResetDemoDialog open={open} onOpenChange={setOpen} trigger={trigger} /> : null}
    </>
  );
}
