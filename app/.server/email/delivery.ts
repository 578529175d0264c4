import { EmailMessage } from "cloudflare:email";
import { eq } from "drizzle-orm";
import { createMimeMessage } from "mimetext";
import type { Db } from "../platform/db/client";
import { schema } from "../platform/db/client";

/** Sends one outbox message through Cloudflare's send_email binding (production only). */
export async function deliverOutboxEmail(db: Db, env: Env, outboxId: string): Promise<void> {
  const row = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.id, outboxId)).get();
  if (!row || row.status === "sent") return;
  if (!env.EMAIL) throw new Error("EMAIL binding is not configured");
  const fromAddress = env.EMAIL_FROM.match(/<([^>]+)>/)?.[1] ?? env.EMAIL_FROM;
  const message = createMimeMessage();
  message.setSender({ name: "BoardRoom", addr: fromAddress });
  message.setRecipient(row.toAddress);
  message.setSubject(row.subject);
  for (const [name, value] of Object.entries(row.headers ?? {})) message.setHeader(name, value);
  message.addMessage({ contentType: "text/plain", data: row.textBody });
  if (row.htmlBody) message.addMessage({ contentType: "text/html", data: row.htmlBody });
  for (const file of row.attachments ?? []) {
    message.addAttachment({ filename: file.filename, contentType: file.contentType, data: utf8Base64(file.content) });
  }
  try {
    await env.EMAIL.send(new EmailMessage(fromAddress, row.toAddress, message.asRaw()));
    await db
      .update(schema.emailOutbox)
      .set({ status: "sent", sentAt: Date.now() })
      .where(eq(schema.emailOutbox.id, outboxId));
  } catch (error) {
    await db
      .update(schema.emailOutbox)
      .set({ status: "failed", error: String(error).slice(0, 500) })
      .where(eq(schema.emailOutbox.id, outboxId));
    throw error;
  }
}

/** Base64 of text as UTF-8 bytes (btoa alone takes Latin-1 only). */
function utf8Base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
