// The email a notification becomes: one message per notification when sent at once, one digest for many. Each
// carries a per-category unsubscribe link in its footer and in List-Unsubscribe headers (RFC 2369 and 8058).
import { FREQUENCY_LABELS, NOTIFICATION_CATEGORIES, type NotificationCategory } from "../../lib/notifications/delivery";
import { escapeHtml } from "../../lib/platform/html";
import type { OutgoingEmail } from "../email/outbox";
import type { AppEnv } from "../platform/env";
import { unsubscribePath, unsubscribeToken } from "./unsubscribe";

export const PREFERENCES_PATH = "/dashboard/notifications/preferences";

export type EmailedNotification = {
  title: string;
  body: string | null;
  actionUrl: string | null;
  actionText: string | null;
  category: NotificationCategory;
};

type Config = Pick<AppEnv, "AUTH_SECRET" | "APP_URL">;

/** Only the app's own paths become links: a stored URL can't send a reader elsewhere. */
const linkFor = (config: Config, actionUrl: string | null) =>
  actionUrl?.startsWith("/") && !actionUrl.startsWith("//") ? `${config.APP_URL}${actionUrl}` : null;

async function unsubscribeFooter(config: Config, userId: string, category: NotificationCategory) {
  const link = `${config.APP_URL}${unsubscribePath(await unsubscribeToken(config, userId, category))}`;
  const label = NOTIFICATION_CATEGORIES[category].label;
  const preferences = `${config.APP_URL}${PREFERENCES_PATH}`;
  return {
    link,
    text: [
      `You receive this because email for "${label}" is on.`,
      `Unsubscribe: ${link}`,
      `All email preferences: ${preferences}`,
    ].join("\n"),
    html:
      `<p style="color:#666;font-size:12px">You receive this because email for "${escapeHtml(label)}" is on. ` +
      `<a href="${escapeHtml(link)}">Unsubscribe</a> · <a href="${escapeHtml(preferences)}">Email preferences</a></p>`,
    headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** One notification as one email. */
export async function notificationEmail(
  config: Config,
  recipient: { userId: string; email: string },
  notification: EmailedNotification,
): Promise<OutgoingEmail> {
  const footer = await unsubscribeFooter(config, recipient.userId, notification.category);
  const link = linkFor(config, notification.actionUrl);
  const action = notification.actionText ?? "Open BoardRoom";
  return {
    to: recipient.email,
    subject: notification.title,
    text: [notification.title, notification.body, link ? `${action}: ${link}` : null, "", footer.text]
      .filter((line) => line !== null)
      .join("\n"),
    html:
      `<h1 style="font-size:18px">${escapeHtml(notification.title)}</h1>` +
      (notification.body ? `<p>${escapeHtml(notification.body)}</p>` : "") +
      (link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` : "") +
      footer.html,
    headers: footer.headers,
  };
}

export const digestSubject = (kind: "daily" | "weekly", count: number) =>
  `Your ${kind} BoardRoom digest: ${count} notification${count === 1 ? "" : "s"}`;

/**
 * Many notifications as one digest. Its unsubscribe link names the category most of them share: the footer also
 * links every preference, where a digest can be turned back to immediate email or off.
 */
export async function digestEmail(
  config: Config,
  recipient: { userId: string; email: string },
  kind: "daily" | "weekly",
  items: EmailedNotification[],
): Promise<OutgoingEmail> {
  const tally = new Map<NotificationCategory, number>();
  for (const item of items) tally.set(item.category, (tally.get(item.category) ?? 0) + 1);
  const main = [...tally.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const footer = await unsubscribeFooter(config, recipient.userId, main);
  const lines = items.map((item) => {
    const link = linkFor(config, item.actionUrl);
    return { item, link };
  });
  const heading = `${FREQUENCY_LABELS[kind]}: ${items.length} notification${items.length === 1 ? "" : "s"}`;
  return {
    to: recipient.email,
    subject: digestSubject(kind, items.length),
    text: [
      heading,
      "",
      ...lines.map(
        ({ item, link }) => `- ${item.title}${item.body ? `: ${item.body}` : ""}${link ? ` (${link})` : ""}`,
      ),
      "",
      footer.text,
    ].join("\n"),
    html:
      `<h1 style="font-size:18px">${escapeHtml(heading)}</h1><ul>` +
      lines
        .map(
          ({ item, link }) =>
            `<li>${link ? `<a href="${escapeHtml(link)}">${escapeHtml(item.title)}</a>` : escapeHtml(item.title)}` +
            (item.body ? `<br>${escapeHtml(item.body)}` : "") +
            "</li>",
        )
        .join("") +
      `</ul>${footer.html}`,
    headers: footer.headers,
  };
}
