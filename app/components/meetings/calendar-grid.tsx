// The month or week grid. Without JavaScript every day and meeting is a link; with it, the grid has one tab stop
// and the arrow keys move between days (Left/Right a day, Up/Down a week), paging to the next or previous month or
// week past the edge; Home and End go to the start and end of the week.
import { Link, useNavigate } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { addDays, type CalendarView, dayLabel, monthTitle, neighbours } from "~/lib/meetings/calendar-grid";
import { cn } from "~/lib/platform/class-names";
import { dateTimeFormat } from "~/lib/platform/intl";

type CalendarMeeting = { id: string; title: string; status: string; scheduledStart: number; organizationName: string };
type Props = {
  zone: string;
  view: CalendarView;
  anchor: string;
  days: string[][];
  today: string;
  meetingsByDay: Record<string, CalendarMeeting[]>;
};

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export function CalendarGrid({ zone, view, anchor, days, today, meetingsByDay }: Props) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [focused, setFocused] = useState(anchor);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const shown = new Set(days.flat());
  const { previous, next } = neighbours(view, anchor);
  const href = (date: string, as: CalendarView = view) => `?view=${as}&date=${date}`;
  const time = dateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit" });

  useEffect(() => setFocused(anchor), [anchor]);
  useEffect(() => {
    if (!moved.current) return;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const weekday = days.flat().indexOf(focused) % 7;
    const step = event.key === "Home" ? -weekday : event.key === "End" ? 6 - weekday : (MOVES[event.key] ?? null);
    if (step === null || !(event.target instanceof HTMLElement) || !event.target.dataset.date) return;
    event.preventDefault();
    const target = addDays(focused, step);
    moved.current = true;
    if (shown.has(target)) setFocused(target);
    else navigate(href(target), { preventScrollReset: true });
  };

  return (
    <div className="flex flex-col gap-3">
      <nav aria-label="Calendar pages" className="flex flex-wrap items-center gap-2">
        <Link className="btn btn-outline btn-sm" to={href(previous)}>
          {view === "month" ? "Previous month" : "Previous week"}
        </Link>
        <Link className="btn btn-outline btn-sm" to={href(today)}>
          Today
        </Link>
        <Link className="btn btn-outline btn-sm" to={href(next)}>
          {view === "month" ? "Next month" : "Next week"}
        </Link>
        <span className="ml-auto flex gap-2">
          <Link className={cn("btn btn-sm", view === "month" ? "btn-primary" : "btn-ghost")} to={href(anchor, "month")}>
            Month
          </Link>
          <Link className={cn("btn btn-sm", view === "week" ? "btn-primary" : "btn-ghost")} to={href(anchor, "week")}>
            Week
          </Link>
        </span>
      </nav>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a calendar is a grid (WAI-ARIA)
        role="grid"
        aria-labelledby="calendar-caption"
        className="w-full table-fixed border-collapse text-sm"
        onKeyDown={onKeyDown}
      >
        <caption id="calendar-caption" className="pb-2 text-left text-lg font-semibold">
          {view === "month" ? monthTitle(anchor) : `Week of ${dayLabel(days[0][0])}`}{" "}
          <span className="text-sm font-normal text-muted-foreground">(times in {zone})</span>
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className="p-1 text-left font-medium text-muted-foreground">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const meetings = meetingsByDay[date] ?? [];
                const outside = view === "month" && date.slice(0, 7) !== anchor.slice(0, 7);
                return (
                  <td
                    key={date}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: its days move by arrow keys
                    role="gridcell"
                    data-date={date}
                    tabIndex={hydrated ? (date === focused ? 0 : -1) : undefined}
                    aria-label={`${dayLabel(date)}, ${meetings.length} meeting${meetings.length === 1 ? "" : "s"}`}
                    aria-current={date === today ? "date" : undefined}
                    aria-selected={hydrated ? date === focused : undefined}
                    onFocus={() => setFocused(date)}
                    className={cn(
                      "h-24 border p-1 align-top focus:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      view === "week" && "h-48",
                      outside && "bg-muted/40 text-muted-foreground",
                      date === today && "bg-primary/5",
                    )}
                  >
                    <Link to={href(date, "week")} tabIndex={hydrated ? -1 : undefined} className="font-medium">
                      {Number(date.slice(8, 10))}
                    </Link>
                    <ul className="mt-1 flex flex-col gap-1">
                      {meetings.map((meeting) => (
                        <li key={meeting.id}>
                          <Link
                            to={`/dashboard/meetings/${meeting.id}`}
                            className={cn(
                              "block truncate rounded bg-primary/10 px-1 text-xs hover:underline",
                              meeting.status === "cancelled" && "line-through",
                            )}
                            title={`${meeting.title} · ${meeting.organizationName}`}
                          >
                            {time.format(meeting.scheduledStart)} {meeting.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
