// Every email the app sends, kept first in an outbox (local mode reads it at /dev/mailbox).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

/** A file sent with a message (a calendar invitation's .ics): small text content, kept as it is sent. */
export type EmailAttachment = { filename: string; contentType: string; content: string };

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    attachments: text("attachments", { mode: "json" }).$type<EmailAttachment[]>(),
    status: text("status", { enum: ["queued", "sent", "stored", "failed"] }).notNull(),
    provider: text("provider").notNull(),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "number" }),
    // Slice C (notification delivery): extra headers such as List-Unsubscribe, sent as they are.
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
  },
  (t) => [index("email_outbox_to_idx").on(t.toAddress, t.createdAt)],
);
