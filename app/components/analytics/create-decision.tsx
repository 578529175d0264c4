// Create Decision: with JavaScript a Radix dialog whose form posts through a fetcher (toast, close, list refreshed
// by revalidation, form reset); before hydration and without JavaScript a link to the page's inline form step.
import type { SubmissionResult } from "@conform-to/react";
import { type Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Plus } from "~/components/ui/icons";
import { toast } from "~/components/ui/toasts";
import { useHydrated } from "~/components/use-hydrated";
import { ANALYTICS_TEXTS } from "~/lib/analytics/constants";
import { DecisionForm } from "./decision-form";

type Answer = { ok?: string; refusal?: string; result?: SubmissionResult<string[]> };

export function CreateDecisionButton({ newDecisionHref }: { newDecisionHref: string }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<Answer>();
  const [open, setOpen] = useState(false);
  // A new form (fresh fields) for every dialog opened after a success.
  const [formKey, setFormKey] = useState(0);
  const saving = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      toast.success(answer.ok);
      setOpen(false);
      setFormKey((key) => key + 1);
    } else {
      const message = answer.refusal ?? answer.result?.error?.[""]?.[0];
      toast.error(message ?? ANALYTICS_TEXTS.decisionCreateFailed);
    }
  }, [answer]);
  if (!hydrated)
    return (
      <Button asChild>
        <Link to={newDecisionHref}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Create Decision
        </Link>
      </Button>
    );
  return (
    <Dialog open={open} onOpenChange={(next) => !saving && setOpen(next)}>
      <DialogTrigger asChild>
        <Button>
          <Plus className="h-4 w-4" aria-hidden="true" /> Create Decision
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Create Decision</DialogTitle>
          <DialogDescription>Track a decision of the board from proposal to review.</DialogDescription>
        </DialogHeader>
        <DecisionForm
          key={formKey}
          FormComponent={fetcher.Form as typeof Form}
          lastResult={answer?.ok ? undefined : answer?.result}
          saving={saving}
          cancel={
            <Button type="button" variant="outline" disabled={saving} onClick={() => setOpen(false)}>
              Cancel
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
