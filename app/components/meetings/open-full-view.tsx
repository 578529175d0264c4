// Open Full View (000 §2.5): the meeting's overview in a full-screen dialog, fetched when opened. Without
// JavaScript (or with a modifier key) it is the link to the meeting's page.
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { MEETING_MESSAGES } from "~/lib/meetings/messages";
import { type Overview, OverviewPanels } from "./overview-panels";

const FULL_SCREEN = "h-[100dvh] max-h-none w-screen max-w-none overflow-y-auto rounded-none sm:rounded-none";

export function OpenFullView({ meetingId, title }: { meetingId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<Overview>();
  const href = `/dashboard/meetings/${meetingId}`;
  return (
    <>
      <Button asChild size="sm" variant="ghost">
        <Link
          to={href}
          aria-haspopup="dialog"
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            setOpen(true);
            // The overview tab's own loader: `?index` names the index route under the meeting's layout.
            if (fetcher.state === "idle" && !fetcher.data) fetcher.load(`${href}?index`);
          }}
        >
          Open Full View<span className="sr-only"> of {title}</span>
        </Link>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className={FULL_SCREEN}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              <Link to={href} className="underline">
                Open the meeting's page
              </Link>
            </DialogDescription>
          </DialogHeader>
          {fetcher.data ? (
            <OverviewPanels overview={fetcher.data} idPrefix={`full-${meetingId}-`} />
          ) : fetcher.state !== "idle" ? (
            <p role="status">{MEETING_MESSAGES.loading}</p>
          ) : (
            <p role="alert">{MEETING_MESSAGES.loadFailed}</p>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
