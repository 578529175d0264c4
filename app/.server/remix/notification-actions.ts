// The notifications page's posts (decision 015: one action, an `intent` per button), with or without JavaScript.
import { data } from "@remix-run/cloudflare";
import {
  NOTIFICATION_BULK_LABELS,
  NOTIFICATION_ERRORS,
  NOTIFICATION_STATUS_LABELS,
} from "../../lib/notifications/inbox";
import { NotificationPageActionSchema } from "../../lib/notifications/schemas";
import {
  bulkNotifications,
  deleteNotification,
  markAllNotificationsRead,
  updateNotificationStatus,
} from "../notifications/inbox";
import type { ActorContext } from "../platform/context";
import { refusalOf } from "./service-errors";

export type NotificationActionAnswer = { ok: string } | { refusal: string };

const plural = (count: number) => `${count} notification${count === 1 ? "" : "s"}`;

export async function performNotificationAction(ctx: ActorContext, formData: FormData) {
  const parsed = NotificationPageActionSchema.safeParse({
    ...Object.fromEntries(formData),
    ids: formData.getAll("ids"),
  });
  if (!parsed.success) {
    return data<NotificationActionAnswer>(
      { refusal: parsed.error.issues[0]?.message ?? NOTIFICATION_ERRORS.bulk },
      { status: 400 },
    );
  }
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "status":
        await updateNotificationStatus(ctx, input.id, input.status);
        return { ok: `Marked ${NOTIFICATION_STATUS_LABELS[input.status].toLowerCase()}` };
      case "delete":
        await deleteNotification(ctx, input.id);
        return { ok: "Notification deleted" };
      case "bulk": {
        const result = await bulkNotifications(ctx, input.action, input.ids);
        const missing = result.failed > 0 ? ` (${plural(result.failed)} no longer there)` : "";
        return { ok: `${NOTIFICATION_BULK_LABELS[input.action]}: ${plural(result.succeeded)}${missing}` };
      }
      case "mark-all-read": {
        const count = await markAllNotificationsRead(ctx);
        return { ok: `Marked ${plural(count)} read` };
      }
    }
  } catch (error) {
    const refusal = refusalOf(error);
    return data<NotificationActionAnswer>({ refusal: refusal.message }, { status: refusal.status });
  }
}
