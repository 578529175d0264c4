// 000 §2.3: a notification's icon says its type (document, meeting, user, message, alert, else the bell) and its
// colour its priority (critical, high, medium, low or anything else).
import {
  Bell,
  CalendarDays,
  FileText,
  type IconComponent,
  MessageSquare,
  ShieldAlert,
  User,
} from "~/components/ui/icons";
import { cn } from "~/lib/platform/class-names";

const ICON_BY_TYPE: Record<string, IconComponent> = {
  document: FileText,
  meeting: CalendarDays,
  user: User,
  message: MessageSquare,
  alert: ShieldAlert,
};

const COLOUR_BY_PRIORITY: Record<string, string> = {
  critical: "bg-destructive/10 text-destructive",
  high: "bg-warning/15 text-warning",
  medium: "bg-primary/10 text-primary",
};

export function NotificationIcon({ type, priority }: { type: string; priority: string }) {
  const Icon = ICON_BY_TYPE[type] ?? Bell;
  return (
    <span
      data-priority={priority}
      className={cn(
        "flex h-8 w-8 shrink-0 items-center justify-center rounded-full",
        COLOUR_BY_PRIORITY[priority] ?? "bg-muted text-muted-foreground",
      )}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </span>
  );
}
