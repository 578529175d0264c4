import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { ATTENDANCE_LABELS } from "~/lib/meetings/agenda-labels";
import { RSVP_LABELS } from "~/lib/meetings/agenda-messages";
import { type AttendanceStatus, RSVP_ANSWERS } from "~/lib/meetings/constants";
import { LabelledSelect, ProxySelect } from "./labelled-select";

type Option = { value: string; label: string };
export type MySeatData = {
  id: string;
  userId: string | null;
  attendanceStatus: AttendanceStatus;
  delegateUserId: string | null;
  isVotingEligible: boolean;
  conflicts: { agendaItemId: string; description: string; itemTitle: string }[];
};

/** The viewer's own seat: their RSVP, their proxy, and the conflicts of interest they declare. */
export function MySeat({ seat, agendaItems, proxies }: { seat: MySeatData; agendaItems: Option[]; proxies: Option[] }) {
  const others = proxies.filter((proxy) => proxy.value !== seat.userId);
  return (
    <section aria-labelledby="my-seat-title" className="flex flex-col gap-4 rounded-lg border p-4">
      <h2 id="my-seat-title" className="text-lg font-semibold">
        Your attendance
      </h2>
      <Form method="post" className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="rsvp" />
        <span className="text-sm">
          Your answer: <strong>{ATTENDANCE_LABELS[seat.attendanceStatus]}</strong>
        </span>
        {RSVP_ANSWERS.map((answer) => (
          <Button
            key={answer}
            type="submit"
            name="answer"
            value={answer}
            size="sm"
            variant={seat.attendanceStatus === answer ? "default" : "outline"}
            aria-pressed={seat.attendanceStatus === answer}
          >
            {RSVP_LABELS[answer]}
          </Button>
        ))}
      </Form>
      {seat.isVotingEligible ? (
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="delegate" />
          <input type="hidden" name="participantId" value={seat.id} />
          <ProxySelect
            label="Your proxy (votes for you if you cannot)"
            holders={others}
            defaultValue={seat.delegateUserId ?? ""}
          />
          <Button type="submit" size="sm" variant="outline">
            Save proxy
          </Button>
        </Form>
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Conflicts of interest</h3>
        {seat.conflicts.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {seat.conflicts.map((conflict) => (
              <li key={conflict.agendaItemId} className="flex flex-wrap items-center gap-2">
                <span>
                  {conflict.itemTitle}: {conflict.description}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="withdraw" />
                  <input type="hidden" name="agendaItemId" value={conflict.agendaItemId} />
                  <Button type="submit" size="sm" variant="ghost">
                    Withdraw
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">None declared.</p>
        )}
        {agendaItems.length ? (
          <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <input type="hidden" name="intent" value="declare" />
            <LabelledSelect
              className="flex flex-col gap-1 text-sm"
              label="Agenda item"
              name="agendaItemId"
              required
              defaultValue=""
            >
              <option value="" disabled>
                Choose an item
              </option>
              {agendaItems.map((item) => (
                <option key={item.value} value={item.value}>
                  {item.label}
                </option>
              ))}
            </LabelledSelect>
            <label className="flex flex-1 flex-col gap-1 text-sm">
              <span>Description</span>
              <input name="description" required minLength={3} maxLength={1000} className="input" />
            </label>
            <Button type="submit" size="sm" variant="outline">
              Declare conflict
            </Button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
