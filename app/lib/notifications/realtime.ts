// The realtime protocol: one discriminated union per direction, shared by the rooms and the browser.
import { z } from "zod";

export const ServerMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ready"), room: z.string() }),
  z.object({ type: z.literal("pong") }),
  z.object({ type: z.literal("notifications.count"), unread: z.number().int().nonnegative() }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

export const ClientMessageSchema = z.discriminatedUnion("type", [z.object({ type: z.literal("ping") })]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

export const REALTIME_PATHS = { notifications: "/realtime/notifications" } as const;
