import type { MeetingConfidentiality, MeetingStatus, MeetingType } from "~/lib/meetings/constants";
import { CONFIDENTIALITY_LABELS, MEETING_STATUS_LABELS, MEETING_TYPE_LABELS } from "~/lib/meetings/form-messages";
import { cn } from "~/lib/platform/class-names";

const STATUS_TONE: Record<MeetingStatus, string> = {
  draft: "border-dashed text-muted-foreground",
  scheduled: "border-primary/40 text-primary",
  in_progress: "border-amber-500/60 bg-amber-500/10 text-amber-800 dark:text-amber-200",
  completed: "border-green-600/50 bg-green-600/10 text-green-800 dark:text-green-200",
  cancelled: "border-destructive/50 text-destructive",
  postponed: "border-amber-500/60 text-amber-800 dark:text-amber-200",
};

export function Badge({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <span className={cn("inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium", className)}>
      {children}
    </span>
  );
}

export function MeetingStatusBadge({ status }: { status: MeetingStatus }) {
  return <Badge className={STATUS_TONE[status]}>{MEETING_STATUS_LABELS[status]}</Badge>;
}

export function MeetingTypeBadge({ type }: { type: MeetingType }) {
  return <Badge>{MEETING_TYPE_LABELS[type]}</Badge>;
}

export function ConfidentialityBadge({ level }: { level: MeetingConfidentiality }) {
  return <Badge className={level === "public" ? "" : "border-primary/40"}>{CONFIDENTIALITY_LABELS[level]}</Badge>;
}
