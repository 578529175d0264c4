// The Decisions tab (000 §2.7): Create Decision (dialog, or the inline form of ?new=decision without JavaScript),
// the page's answer, and the tracker. Loaded on first render by the page (decision 037): it carries the form kit.
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { DecisionWithHistory } from "~/.server/analytics/decisions";
import { Button } from "~/components/ui/button";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";
import { CreateDecisionButton } from "./create-decision";
import { DecisionForm } from "./decision-form";
import { DecisionsTab } from "./decisions-tab";

export type DecisionsAnswer = { ok?: string; refusal?: string; result?: SubmissionResult<string[]> } | undefined;

export function DecisionsSection({
  decisions,
  canCreate,
  canChangeStatus,
  inlineForm,
  newDecisionHref,
  closeHref,
  answer,
}: {
  decisions: DecisionWithHistory[];
  canCreate: boolean;
  canChangeStatus: boolean;
  inlineForm: boolean;
  newDecisionHref: string;
  closeHref: string;
  answer: DecisionsAnswer;
}) {
  const navigation = useNavigation();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Decision tracker</h2>
        {canCreate && !inlineForm ? <CreateDecisionButton newDecisionHref={newDecisionHref} /> : null}
      </div>
      <StatusMessage message={answer?.ok} />
      <RefusalMessage message={answer?.refusal} />
      {canCreate && inlineForm ? (
        <section aria-labelledby="new-decision-title" className="flex flex-col gap-3 rounded-lg border p-4">
          <h3 id="new-decision-title" className="font-semibold">
            Create Decision
          </h3>
          <DecisionForm
            FormComponent={Form}
            lastResult={answer?.ok ? undefined : answer?.result}
            saving={navigation.state === "submitting"}
            cancel={
              <Button asChild variant="outline">
                <Link to={closeHref}>Cancel</Link>
              </Button>
            }
          />
        </section>
      ) : null}
      <DecisionsTab decisions={decisions} canChangeStatus={canChangeStatus} />
    </div>
  );
}
