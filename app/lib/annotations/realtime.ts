// The AssetRoom protocol (one room per document): one union per direction, zod-validated by the room and by the
// reader. The reader page already loads zod for its forms, so unlike the shell's NotificationHub protocol
// (decision 024) these shapes are zod schemas.
import { ANCHOR_STATUSES, ANNOTATION_TYPES } from "../assets/constants";
import { z } from "../platform/zod";
import { StoredPositionSchema } from "./schemas";

const PersonSchema = z.object({
  id: z.string().nullable(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

export const ReplyViewSchema = z.object({
  id: z.string(),
  annotationId: z.string(),
  content: z.string(),
  createdAt: z.number(),
  user: PersonSchema,
});
export type ReplyView = z.infer<typeof ReplyViewSchema>;

/** An annotation as the API, the room and the reader show it (001 §3 Annotation, plus its anchor). */
export const AnnotationViewSchema = z.object({
  id: z.string(),
  assetId: z.string(),
  annotationType: z.enum(ANNOTATION_TYPES),
  pageNumber: z.number().int(),
  versionNumber: z.number().int(),
  content: z.object({ text: z.string() }),
  commentText: z.string().nullable(),
  selectedText: z.string().nullable(),
  position: StoredPositionSchema.nullable(),
  color: z.string(),
  opacity: z.number(),
  isPrivate: z.boolean(),
  isResolved: z.boolean(),
  anchorStatus: z.enum(ANCHOR_STATUSES),
  repliesCount: z.number().int(),
  replies: z.array(ReplyViewSchema),
  createdAt: z.number(),
  updatedAt: z.number(),
  user: PersonSchema,
});
export type AnnotationView = z.infer<typeof AnnotationViewSchema>;

/** What happened to a document's annotations: what the services tell the room after each write. */
export const AnnotationEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("annotation.created"), annotation: AnnotationViewSchema }),
  z.object({ type: z.literal("annotation.changed"), annotation: AnnotationViewSchema }),
  z.object({ type: z.literal("annotation.deleted"), annotationId: z.string() }),
  z.object({ type: z.literal("reply.created"), reply: ReplyViewSchema }),
  /** A new version's text re-anchored the annotations: readers reload the list. */
  z.object({ type: z.literal("annotations.reanchored"), versionNumber: z.number().int().min(1) }),
]);
export type AnnotationEvent = z.infer<typeof AnnotationEventSchema>;

/** Server → reader. Events carry the room's sequence number so a reconnecting reader asks for what it missed. */
export const AssetServerMessageSchema = z.union([
  z.object({ type: z.literal("ready"), room: z.literal("asset"), seq: z.number().int().min(0) }),
  z.object({ type: z.literal("pong") }),
  z.object({ type: z.literal("event"), seq: z.number().int().min(1), event: AnnotationEventSchema }),
  /** The gap since the reader's last event is older than the backlog: reload the list. */
  z.object({ type: z.literal("reset"), seq: z.number().int().min(0) }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type AssetServerMessage = z.infer<typeof AssetServerMessageSchema>;

/** Reader → server: a heartbeat, and "send me what I missed after `since`". */
export const AssetClientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ping") }),
  z.object({ type: z.literal("sync"), since: z.number().int().min(0) }),
]);
export type AssetClientMessage = z.infer<typeof AssetClientMessageSchema>;

export const parseAssetServerMessage = (frame: unknown): AssetServerMessage | null => {
  const parsed = AssetServerMessageSchema.safeParse(frame);
  return parsed.success ? parsed.data : null;
};
export const parseAssetClientMessage = (frame: unknown): AssetClientMessage | null => {
  const parsed = AssetClientMessageSchema.safeParse(frame);
  return parsed.success ? parsed.data : null;
};

// Where the room is reached and how it closes a socket: zod-free, so the reader page loads them without zod.
export { ASSET_ROOM_CLOSE, ASSET_ROOM_PATH_PREFIX, ASSET_ROOM_USER_HEADER, assetRoomPath } from "./room";
