// One resolution as the viewer sees it: its rules, turnout (who voted, never how when anonymous), the recused, the
// results once closed, the ballots the viewer may cast (their own and any proxies), and the chair's buttons.
// Every button is a plain form post: it all works without JavaScript.
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import type { VoteView } from "~/.server/meetings/vote-views";
import { Button } from "~/components/ui/button";
import { VOTE_RESULT_LABELS, VOTE_STATUS_LABELS, VOTING_METHOD_LABELS } from "~/lib/meetings/vote-messages";
import { formatDateTime } from "~/lib/platform/dates";

type View = SerializeFrom<VoteView>;

function Intent({
  intent,
  voteId,
  label,
  variant = "outline",
}: {
  intent: "open" | "close" | "cancel";
  voteId: string;
  label: string;
  variant?: "outline" | "default" | "destructive";
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="voteId" value={voteId} />
      <Button type="submit" name="intent" value={intent} variant={variant} size="sm">
        {label}
      </Button>
    </Form>
  );
}

function BallotForm({ vote, ballot }: { vote: View; ballot: View["ballotsToCast"][number] }) {
  const legend = ballot.self ? "Your ballot" : `Ballot for ${ballot.name} (you hold their proxy)`;
  return (
    <Form method="post" preventScrollReset className="rounded-md border p-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{legend}</legend>
        <input type="hidden" name="intent" value="cast" />
        <input type="hidden" name="voteId" value={vote.id} />
        {ballot.self ? null : <input type="hidden" name="onBehalfOf" value={ballot.userId} />}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="choice" value="for" size="sm">
            For
          </Button>
          <Button type="submit" name="choice" value="against" size="sm" variant="secondary">
            Against
          </Button>
          {vote.allowAbstention ? (
            <Button type="submit" name="choice" value="abstain" size="sm" variant="outline">
              Abstain
            </Button>
          ) : null}
        </div>
      </fieldset>
    </Form>
  );
}

function Results({ vote }: { vote: View }) {
  const results = vote.results;
  if (!results) return null;
  const rows = [
    { label: "For", count: results.forCount, percent: results.percentageFor, bar: "bg-success" },
    { label: "Against", count: results.againstCount, percent: results.percentageAgainst, bar: "bg-destructive" },
    { label: "Abstain", count: results.abstainCount, percent: results.percentageAbstain, bar: "bg-muted-foreground" },
  ];
  return (
    <section aria-label={`Results of ${vote.title}`} className="flex flex-col gap-2">
      <p className="text-sm font-semibold">
        Result: {VOTE_RESULT_LABELS[vote.result]}
        <span className="font-normal text-muted-foreground">
          {" "}
          · {results.totalCast} of {results.totalEligible} voted · quorum {vote.quorumMet ? "met" : "not met"}
          {vote.proxyCount ? ` · ${vote.proxyCount} by proxy` : ""}
        </span>
      </p>
      <dl className="flex flex-col gap-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-[5rem_1fr_6rem] items-center gap-2">
            <dt>{row.label}</dt>
            <dd className="h-2 rounded bg-muted" aria-hidden="true">
              <div className={`h-2 rounded ${row.bar}`} style={{ width: `${row.percent}%` }} />
            </dd>
            <dd className="text-right tabular-nums">
              {row.count} ({row.percent}%)
            </dd>
          </div>
        ))}
      </dl>
      {vote.ballotsByName.length ? (
        <p className="text-xs text-muted-foreground">
          {vote.ballotsByName.map((row) => `${row.name}: ${row.choice}${row.isProxy ? " (proxy)" : ""}`).join(" · ")}
        </p>
      ) : null}
    </section>
  );
}

const MY_STATE = {
  voted: "You have voted.",
  recused: "You are recused from this vote (declared conflict of interest).",
  not_eligible: "You are not a voter on this resolution.",
  not_voted: null,
} as const;

export function ResolutionCard({
  vote,
  canManage,
  timeZone,
}: {
  vote: View;
  canManage: boolean;
  timeZone: string | null;
}) {
  const rules = [
    VOTING_METHOD_LABELS[vote.votingMethod] +
      (vote.votingMethod === "simple_majority" ? ` (>${vote.requiredThreshold}%)` : ""),
    vote.isAnonymous ? "Anonymous" : "Named ballots",
    vote.allowAbstention ? "Abstention allowed" : "No abstention",
    vote.allowProxy ? "Proxies allowed" : null,
    vote.deadline ? `Deadline ${formatDateTime(vote.deadline, timeZone)}` : null,
  ].filter(Boolean);
  return (
    <article
      id={`vote-${vote.id}`}
      aria-labelledby={`vote-${vote.id}-title`}
      className="flex flex-col gap-3 rounded-lg border p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={`vote-${vote.id}-title`} className="font-semibold">
            {vote.title}
          </h3>
          {vote.agendaItemTitle ? <p className="text-xs text-muted-foreground">On: {vote.agendaItemTitle}</p> : null}
        </div>
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs" data-testid="vote-status">
          {VOTE_STATUS_LABELS[vote.status]}
        </span>
      </header>
      {vote.description ? <p className="whitespace-pre-line text-sm">{vote.description}</p> : null}
      <p className="text-xs text-muted-foreground">{rules.join(" · ")}</p>
      {vote.status === "open" ? (
        <p className="text-sm" aria-live="polite">
          Turnout: {vote.turnout.cast} of {vote.turnout.eligible} voted
          {vote.voted.length ? ` (${vote.voted.map((row) => row.name).join(", ")})` : ""}
        </p>
      ) : null}
      {vote.recused.length ? <p className="text-sm">Recused: {vote.recused.join(", ")}</p> : null}
      <Results vote={vote} />
      {vote.status === "open" && MY_STATE[vote.myState] ? (
        <p className="text-sm text-muted-foreground">{MY_STATE[vote.myState]}</p>
      ) : null}
      {vote.ballotsToCast.map((ballot) => (
        <BallotForm key={ballot.userId} vote={vote} ballot={ballot} />
      ))}
      {canManage && (vote.status === "draft" || vote.status === "open") ? (
        <div className="flex flex-wrap gap-2">
          {vote.status === "draft" ? (
            <Intent intent="open" voteId={vote.id} label="Open voting" variant="default" />
          ) : null}
          {vote.status === "open" ? (
            <Intent intent="close" voteId={vote.id} label="Close voting" variant="default" />
          ) : null}
          <Intent intent="cancel" voteId={vote.id} label="Cancel resolution" variant="outline" />
        </div>
      ) : null}
    </article>
  );
}
