// Feedback (issue 13): anyone signed in sends it, with an optional screenshot kept in R2; administrators read it.
import { count, desc, eq, type Placeholder, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { z } from "zod";
import { FEEDBACK_MESSAGES, FEEDBACK_SCREENSHOT_MAX_BYTES, type FeedbackCategory } from "../../lib/feedback/constants";
import type { FeedbackSchema } from "../../lib/feedback/schemas";
import { IMAGE_FILE_TYPES } from "../../lib/platform/file-types";
import { pageWindow } from "../../lib/platform/paging";
import { requirePlatformAdmin } from "../admin/guard";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { notFound, ServiceError } from "../platform/errors";
import { type UploadRule, validateUpload } from "../platform/uploads/validation";

const { feedback, users } = schema;

export const SCREENSHOT_UPLOAD_RULE: UploadRule = {
  field: "screenshot",
  allowed: IMAGE_FILE_TYPES,
  maxBytes: FEEDBACK_SCREENSHOT_MAX_BYTES,
  messages: {
    invalid: FEEDBACK_MESSAGES.screenshotInvalid,
    tooLarge: FEEDBACK_MESSAGES.screenshotTooLarge,
    svg: FEEDBACK_MESSAGES.screenshotSvg,
  },
};

/** Stores the feedback (and its screenshot, checked by its bytes, before any row is written). */
export async function submitFeedback(ctx: ActorContext, input: z.output<typeof FeedbackSchema>) {
  const id = crypto.randomUUID();
  const hasScreenshot = input.screenshot && input.screenshot.size > 0;
  const upload = hasScreenshot ? await validateUpload(input.screenshot, SCREENSHOT_UPLOAD_RULE) : null;
  const key = upload ? `feedback/${id}/screenshot.${upload.type.extension}` : null;
  if (upload && key) {
    try {
      await ctx.env.FILES.put(key, upload.bytes, { httpMetadata: { contentType: upload.type.contentType } });
    } catch (error) {
      console.error("feedback screenshot upload failed", error);
      throw new ServiceError(503, FEEDBACK_MESSAGES.storageFailed);
    }
  }
  try {
    await ctx.db.batch([
      ctx.db.insert(feedback).values({
        id,
        userId: ctx.actor.user.id,
        category: input.category,
        message: input.message,
        pagePath: input.from?.slice(0, 500) ?? null,
        screenshotKey: key,
        screenshotType: upload?.type.contentType ?? null,
        screenshotSize: upload?.size ?? null,
      }),
      auditInsert(ctx, {
        userId: ctx.actor.user.id,
        action: "feedback.submitted",
        entityType: "feedback",
        entityId: id,
        changes: { category: input.category, screenshot: Boolean(key) },
      }),
    ]);
  } catch (error) {
    if (key) await ctx.env.FILES.delete(key);
    throw error;
  }
  return { id };
}

/** A page of the feedback, newest first, with how much there is: for administrators only. */
export async function listFeedback(ctx: ActorContext, query: FeedbackPage) {
  requirePlatformAdmin(ctx);
  return feedbackPageFrom(query, await ctx.db.batch(feedbackPageQueries(ctx, pageWindow(query, query.limit))));
}

type FeedbackPage = { page: number; limit: number };

/**
 * The feedback page's reads, unexecuted, for a page's batch (the caller has checked the administrator, or gives the
 * check as SQL in `onlyIf` when read with the session, decision 066).
 */
export function feedbackPageQueries(
  ctx: Pick<ActorContext, "db">,
  { limit, offset }: { limit: number | Placeholder; offset: number | Placeholder },
  onlyIf?: SQL,
) {
  return [
    ctx.db
      .select({
        id: feedback.id,
        category: feedback.category,
        message: feedback.message,
        pagePath: feedback.pagePath,
        hasScreenshot: feedback.screenshotKey,
        createdAt: feedback.createdAt,
        email: users.email,
        fullName: users.fullName,
      })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .where(onlyIf)
      .orderBy(desc(feedback.createdAt), feedback.id)
      .limit(limit)
      .offset(offset),
    ctx.db.select({ value: count() }).from(feedback).where(onlyIf),
  ] as const;
}

export function feedbackPageFrom(
  query: FeedbackPage,
  [rows, [total]]: BatchResponse<ReturnType<typeof feedbackPageQueries>>,
) {
  const { page, limit } = pageWindow(query, query.limit);
  return {
    feedback: rows.map(({ hasScreenshot, ...row }) => ({
      ...row,
      category: row.category as FeedbackCategory,
      hasScreenshot: Boolean(hasScreenshot),
    })),
    page,
    limit,
    total: total?.value ?? 0,
  };
}

/** A feedback screenshot, for administrators only. */
export async function readFeedbackScreenshot(ctx: ActorContext, feedbackId: string) {
  requirePlatformAdmin(ctx);
  const row = await ctx.db
    .select({ key: feedback.screenshotKey })
    .from(feedback)
    .where(eq(feedback.id, feedbackId))
    .get();
  if (!row?.key) throw notFound("No screenshot");
  const object = await ctx.env.FILES.get(row.key);
  if (!object) throw notFound("No screenshot");
  return object;
}

export const SCREENSHOT_FILE_SERVING = {
  allowed: IMAGE_FILE_TYPES,
  downloadName: "screenshot",
  cacheControl: "private, max-age=3600",
};
