// Annotations on a document (001 §3, §5, §7; 002 §7.3): every function starts with the document guard, private
// annotations exist only for their author (in the queries, not after them), and each write is told to the room.
import { and, asc, eq, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { ANNOTATION_TEXTS } from "../../lib/annotations/constants";
import type { AnnotationView, ReplyView } from "../../lib/annotations/realtime";
import {
  type CreateAnnotationInput,
  type CreateReplyInput,
  needsRemeasuring,
  type StoredPosition,
  type UpdateAnnotationInput,
} from "../../lib/annotations/schemas";
import { type AssetAccess, type Key, requireAsset, usersWhoMayView } from "../assets/access";
import { notifyAnnotationActivity } from "../notifications/producers";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { type Db, schema } from "../platform/db/client";
import { badRequest, forbidden, notFound, ServiceError } from "../platform/errors";
import type { AssetAction } from "../platform/policy";
import { tellReaders } from "./room";

const { annotations, annotationReplies, users } = schema;
type AnnotationRow = typeof annotations.$inferSelect;
type Person = { id: string | null; fullName: string | null; avatarUrl: string | null };

/** Visible to the actor: every shared annotation, and their own private ones. */
export const visibleTo = (userId: string | SQLWrapper): SQL =>
  or(eq(annotations.isPrivate, false), eq(annotations.userId, userId)) as SQL;

export async function listAnnotations(ctx: ActorContext, assetId: string): Promise<AnnotationView[]> {
  const { asset } = await requireAsset(ctx, assetId, "asset.view");
  return annotationsOf(ctx, asset.id);
}

/** The document's annotations that the actor may see, with their replies, oldest first (after the guard). */
export async function annotationsOf(ctx: ActorContext, assetId: string, onlyId?: string): Promise<AnnotationView[]> {
  return annotationsFrom(...(await ctx.db.batch(annotationsQueries(ctx.db, assetId, ctx.actor.user.id, onlyId))));
}

/**
 * annotationsOf's two reads, unexecuted, for a page's `db.batch` with the document guard: they name the document by
 * the same id, so a refused guard drops them unseen.
 */
export function annotationsQueries(db: Db, assetId: Key, userId: Key, onlyId?: string) {
  const where = and(
    eq(annotations.assetId, assetId),
    visibleTo(userId),
    onlyId ? eq(annotations.id, onlyId) : undefined,
  );
  return [
    db
      .select({ annotation: annotations, user: authorColumns })
      .from(annotations)
      .leftJoin(users, eq(users.id, annotations.userId))
      .where(where)
      .orderBy(asc(annotations.pageNumber), asc(annotations.createdAt)),
    db
      .select({ reply: annotationReplies, user: authorColumns })
      .from(annotationReplies)
      .leftJoin(users, eq(users.id, annotationReplies.userId))
      .where(sql`${annotationReplies.annotationId} in (select ${annotations.id} from ${annotations} where ${where})`)
      .orderBy(asc(annotationReplies.createdAt)),
  ] as const;
}

export function annotationsFrom(
  rows: { annotation: AnnotationRow; user: Person }[],
  replies: { reply: typeof annotationReplies.$inferSelect; user: Person }[],
): AnnotationView[] {
  const repliesByAnnotation = new Map<string, ReplyView[]>();
  for (const { reply, user } of replies) {
    const list = repliesByAnnotation.get(reply.annotationId) ?? [];
    list.push(presentReply(reply, user));
    repliesByAnnotation.set(reply.annotationId, list);
  }
  return rows.map(({ annotation, user }) =>
    presentAnnotation(annotation, user, repliesByAnnotation.get(annotation.id) ?? []),
  );
}

export async function createAnnotation(
  ctx: ActorContext,
  assetId: string,
  input: CreateAnnotationInput,
): Promise<AnnotationView> {
  const { asset } = await requireAsset(ctx, assetId, "asset.annotate");
  if (asset.pageCount && input.pageNumber > asset.pageCount) {
    throw badRequest("Invalid input", { pageNumber: [`The document has ${asset.pageCount} pages`] });
  }
  const id = crypto.randomUUID();
  const now = Date.now();
  const row = {
    id,
    assetId: asset.id,
    organizationId: asset.organizationId,
    userId: ctx.actor.user.id,
    annotationType: input.annotationType,
    versionNumber: asset.currentVersion,
    pageNumber: input.pageNumber,
    content: input.content.text,
    commentText: input.commentText,
    selectedText: input.selectedText,
    position: input.position ? { ...input.position, pageNumber: input.pageNumber } : null,
    color: input.color,
    opacity: input.opacity,
    isPrivate: input.isPrivate,
    isResolved: false,
    anchorStatus: "anchored" as const,
    createdAt: now,
    updatedAt: now,
  };
  await ctx.db.batch([
    ctx.db.insert(annotations).values(row),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: asset.organizationId,
      action: "annotation.created",
      entityType: "annotation",
      entityId: id,
      changes: { assetId: asset.id, type: input.annotationType, page: input.pageNumber, private: input.isPrivate },
    }),
  ]);
  const view = presentAnnotation({ ...row, resolvedBy: null, resolvedAt: null }, personOf(ctx), []);
  await tellReaders(ctx, asset.id, { type: "annotation.created", annotation: view }, privateTo(row));
  await notifyAnnotationActivity(
    ctx,
    row,
    [row.content, row.commentText].filter(Boolean).join("\n"),
    "annotation",
    (ids) => usersWhoMayView(ctx, asset.id, ids),
  );
  return view;
}

/**
 * An annotation the actor may see, with its document's access for an action. Anything else (unknown, another
 * organisation's, someone else's private one, or on another document than the path names) is the same 404.
 */
async function requireAnnotation(
  ctx: ActorContext,
  annotationId: string,
  action: AssetAction,
  assetId?: string,
): Promise<{ annotation: AnnotationRow; access: AssetAccess }> {
  if (!annotationId || annotationId.length > 100) throw notFound(ANNOTATION_TEXTS.notFound);
  const annotation = await ctx.db
    .select()
    .from(annotations)
    .where(and(eq(annotations.id, annotationId), visibleTo(ctx.actor.user.id)))
    .get();
  if (!annotation || (assetId !== undefined && annotation.assetId !== assetId)) {
    throw notFound(ANNOTATION_TEXTS.notFound);
  }
  try {
    return { annotation, access: await requireAsset(ctx, annotation.assetId, action) };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw notFound(ANNOTATION_TEXTS.notFound);
    throw error;
  }
}

export async function updateAnnotation(
  ctx: ActorContext,
  annotationId: string,
  input: UpdateAnnotationInput,
  assetId?: string,
): Promise<AnnotationView> {
  const { annotation, access } = await requireAnnotation(ctx, annotationId, "asset.annotate", assetId);
  const isAuthor = annotation.userId === ctx.actor.user.id;
  // Anyone reading the document may resolve a discussion; its words and colour stay its author's.
  const rewrites = input.content !== undefined || input.commentText !== undefined || input.color !== undefined;
  if (rewrites && !isAuthor) throw forbidden(ANNOTATION_TEXTS.cannotEdit);
  if (input.position && !mayMeasure(annotation, isAuthor, access)) throw forbidden(ANNOTATION_TEXTS.cannotMeasure);
  const now = Date.now();
  const changes = {
    // Measured on the current version's text: the mark of the old version's rectangles goes with them.
    ...(input.position ? { position: { ...input.position, pageNumber: annotation.pageNumber } } : {}),
    ...(input.content ? { content: input.content.text } : {}),
    ...(input.commentText !== undefined ? { commentText: input.commentText } : {}),
    ...(input.color ? { color: input.color } : {}),
    ...(input.isResolved !== undefined
      ? {
          isResolved: input.isResolved,
          resolvedBy: input.isResolved ? ctx.actor.user.id : null,
          resolvedAt: input.isResolved ? now : null,
        }
      : {}),
    updatedAt: now,
  };
  await ctx.db.batch([
    ctx.db.update(annotations).set(changes).where(eq(annotations.id, annotation.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: annotation.organizationId,
      action:
        input.isResolved === undefined
          ? "annotation.updated"
          : input.isResolved
            ? "annotation.resolved"
            : "annotation.reopened",
      entityType: "annotation",
      entityId: annotation.id,
      changes: { fields: Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined) },
    }),
  ]);
  const [view] = await annotationsOf(ctx, annotation.assetId, annotation.id);
  await tellReaders(ctx, annotation.assetId, { type: "annotation.changed", annotation: view }, privateTo(annotation));
  return view;
}

/**
 * Who may set an annotation's rectangles: its author; and, while they are still an earlier version's (after
 * re-anchoring), anyone who may edit the document, so the first such reader fixes them for everyone.
 */
function mayMeasure(annotation: AnnotationRow, isAuthor: boolean, access: AssetAccess): boolean {
  if (isAuthor) return true;
  const stale = needsRemeasuring({
    versionNumber: annotation.versionNumber,
    position: (annotation.position as StoredPosition | null) ?? null,
  });
  return stale && (access.scope.access === "edit" || access.scope.access === "manage");
}

/** Its author, or an owner or admin of the document's organisation. */
export async function deleteAnnotation(ctx: ActorContext, annotationId: string, assetId?: string): Promise<void> {
  const { annotation, access } = await requireAnnotation(ctx, annotationId, "asset.annotate", assetId);
  const isAuthor = annotation.userId === ctx.actor.user.id;
  const isAdmin = access.scope.role === "owner" || access.scope.role === "admin";
  if (!isAuthor && !isAdmin) throw forbidden(ANNOTATION_TEXTS.cannotDelete);
  await ctx.db.batch([
    ctx.db.delete(annotations).where(eq(annotations.id, annotation.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: annotation.organizationId,
      action: "annotation.deleted",
      entityType: "annotation",
      entityId: annotation.id,
      changes: { assetId: annotation.assetId, page: annotation.pageNumber, byAuthor: isAuthor },
    }),
  ]);
  await tellReaders(
    ctx,
    annotation.assetId,
    { type: "annotation.deleted", annotationId: annotation.id },
    privateTo(annotation),
  );
}

export async function listReplies(ctx: ActorContext, annotationId: string): Promise<ReplyView[]> {
  const { annotation } = await requireAnnotation(ctx, annotationId, "asset.view");
  const rows = await ctx.db
    .select({ reply: annotationReplies, user: personColumns })
    .from(annotationReplies)
    .leftJoin(users, eq(users.id, annotationReplies.userId))
    .where(eq(annotationReplies.annotationId, annotation.id))
    .orderBy(asc(annotationReplies.createdAt));
  return rows.map(({ reply, user }) => presentReply(reply, user));
}

export async function createReply(
  ctx: ActorContext,
  annotationId: string,
  input: CreateReplyInput,
  assetId?: string,
): Promise<ReplyView> {
  const { annotation } = await requireAnnotation(ctx, annotationId, "asset.annotate", assetId);
  const reply = {
    id: crypto.randomUUID(),
    annotationId: annotation.id,
    userId: ctx.actor.user.id,
    content: input.content,
    createdAt: Date.now(),
  };
  await ctx.db.batch([
    ctx.db.insert(annotationReplies).values(reply),
    ctx.db.update(annotations).set({ updatedAt: reply.createdAt }).where(eq(annotations.id, annotation.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: annotation.organizationId,
      action: "annotation.replied",
      entityType: "annotation",
      entityId: annotation.id,
      changes: { replyId: reply.id },
    }),
  ]);
  const view = presentReply(reply, personOf(ctx));
  await tellReaders(ctx, annotation.assetId, { type: "reply.created", reply: view }, privateTo(annotation));
  await notifyAnnotationActivity(ctx, annotation, input.content, "reply", (ids) =>
    usersWhoMayView(ctx, annotation.assetId, ids),
  );
  return view;
}

const personColumns = { id: users.id, fullName: users.fullName, avatarUrl: users.avatarUrl };
/** personColumns named apart from the annotation's or reply's `id`, for `db.batch` (platform/db/batch-columns.ts). */
const authorColumns = {
  id: sql<string | null>`${users.id}`.as("author_id"),
  fullName: sql<string | null>`${users.fullName}`.as("author_full_name"),
  avatarUrl: sql<string | null>`${users.avatarUrl}`.as("author_avatar_url"),
};

const personOf = (ctx: ActorContext): Person => ({
  id: ctx.actor.user.id,
  fullName: ctx.actor.user.fullName,
  avatarUrl: ctx.actor.user.avatarUrl,
});

const privateTo = (annotation: Pick<AnnotationRow, "isPrivate" | "userId">) =>
  annotation.isPrivate ? annotation.userId : null;

function presentAnnotation(row: AnnotationRow, user: Person | null, replies: ReplyView[]): AnnotationView {
  return {
    id: row.id,
    assetId: row.assetId,
    annotationType: row.annotationType,
    pageNumber: row.pageNumber,
    versionNumber: row.versionNumber,
    content: { text: row.content ?? "" },
    commentText: row.commentText,
    selectedText: row.selectedText,
    position: (row.position as AnnotationView["position"]) ?? null,
    color: row.color,
    opacity: row.opacity,
    isPrivate: row.isPrivate,
    isResolved: row.isResolved,
    anchorStatus: row.anchorStatus,
    repliesCount: replies.length,
    replies,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    user: { id: user?.id ?? null, fullName: user?.fullName ?? null, avatarUrl: user?.avatarUrl ?? null },
  };
}

function presentReply(row: typeof annotationReplies.$inferSelect, user: Person | null): ReplyView {
  return {
    id: row.id,
    annotationId: row.annotationId,
    content: row.content,
    createdAt: row.createdAt,
    user: { id: user?.id ?? null, fullName: user?.fullName ?? null, avatarUrl: user?.avatarUrl ?? null },
  };
}
