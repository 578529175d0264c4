import { describe, expect, it } from "vitest";
import { parseClientMessage, parseServerMessage } from "../../../app/lib/notifications/realtime";

// The protocol's own validators (decision 024): the browser parses every frame with parseServerMessage, the
// rooms every client frame with parseClientMessage.
describe("the notifications protocol", () => {
  it("accepts the server's frames, keeping only their known fields", () => {
    expect(parseServerMessage({ type: "notifications.count", unread: 3, extra: true })).toEqual({
      type: "notifications.count",
      unread: 3,
    });
    expect(parseServerMessage({ type: "ready", room: "notifications" })).toEqual({
      type: "ready",
      room: "notifications",
    });
    expect(parseServerMessage({ type: "pong" })).toEqual({ type: "pong" });
    expect(parseServerMessage({ type: "error", message: "Invalid message" })).toEqual({
      type: "error",
      message: "Invalid message",
    });
  });

  it("refuses a count that is not a whole number of zero or more, and any other shape", () => {
    for (const unread of [-1, 1.5, "3", null, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])
      expect(parseServerMessage({ type: "notifications.count", unread })).toBeNull();
    for (const frame of [null, "pong", 7, [], {}, { type: "ready" }, { type: "error" }, { type: "hello" }])
      expect(parseServerMessage(frame)).toBeNull();
  });

  it("accepts a ping from a client and nothing else", () => {
    expect(parseClientMessage({ type: "ping", extra: 1 })).toEqual({ type: "ping" });
    for (const frame of [null, "ping", {}, { type: "pong" }, { type: "notifications.count", unread: 1 }])
      expect(parseClientMessage(frame)).toBeNull();
  });
});

describe("notifications.changed frames", () => {
  it("accepts a change with its ids and unread count, and refuses a malformed one", () => {
    const frame = { type: "notifications.changed", change: "updated", ids: ["a", "b"], unread: 4 };
    expect(parseServerMessage({ ...frame, extra: 1 })).toEqual(frame);
    for (const bad of [
      { ...frame, change: "exploded" },
      { ...frame, ids: "a" },
      { ...frame, ids: [1] },
      { ...frame, ids: Array.from({ length: 101 }, () => "x") },
      { ...frame, unread: -1 },
    ]) {
      expect(parseServerMessage(bad)).toBeNull();
    }
  });
});
