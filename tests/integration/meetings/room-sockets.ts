// A socket on a meeting's live room, as the live page opens it, with a way to wait for a frame of a given kind.

import { meetingRoomPath } from "../../../app/lib/meetings/room-limits";
import type { MeetingClientMessage, MeetingServerMessage } from "../../../app/lib/meetings/room-protocol";
import { callWorker, signedInHeaders } from "../../helpers/factories";
import { openTestSocket } from "../../helpers/sockets";

export type Frame = MeetingServerMessage;
type Of<T extends Frame["type"]> = Extract<Frame, { type: T }>;

export async function joinRoom(userId: string, meetingId: string, presence?: "present" | "virtual") {
  const query = presence ? `?presence=${presence}` : "";
  const socket = await openTestSocket<Frame>(`${meetingRoomPath(meetingId)}${query}`, await signedInHeaders(userId));
  let seen = 0;
  /** The next frame of this type after the ones already taken (frames arrive in order). */
  const next = async <T extends Frame["type"]>(type: T, where: (frame: Of<T>) => boolean = () => true) => {
    for (;;) {
      const frame = await socket.frame(++seen);
      if (frame.type === type && where(frame as Of<T>)) return frame as Of<T>;
    }
  };
  return {
    ...socket,
    next,
    send: (message: MeetingClientMessage | Record<string, unknown> | string) =>
      socket.socket.send(typeof message === "string" ? message : JSON.stringify(message)),
  };
}

/** The status of an upgrade that the Worker refuses before any socket exists. */
export async function upgradeStatus(userId: string, meetingId: string): Promise<number> {
  const headers = await signedInHeaders(userId);
  headers.set("Upgrade", "websocket");
  const response = await callWorker(meetingRoomPath(meetingId), { headers });
  if (response.webSocket) {
    response.webSocket.accept();
    response.webSocket.close(1000, "done");
  }
  return response.status;
}
