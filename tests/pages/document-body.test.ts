// A page's HTML goes as one body with its length (decision 073): every loader has answered before React renders, so
// the document is sent whole, not as React's small chunks, each of which costs the Worker and every hop after it.
import { describe, expect, it } from "vitest";
import { createRoleBoard, signedInHeaders } from "../helpers/factories";
import { insertAgenda, insertMeeting } from "../helpers/meetings";
import { requestPage } from "./built-app";

describe("a page's document", () => {
  it("is sent whole, with its length", async () => {
    const board = await createRoleBoard({ seats: ["owner"] });
    const meeting = await insertMeeting(board.org.id, board.users.owner.id, { title: "One body meeting" });
    // In fives: one insert of thirty rows binds more values than D1 takes.
    for (let first = 1; first <= 30; first += 5)
      await insertAgenda(
        meeting.id,
        Array.from({ length: 5 }, (_, index) => `Item ${first + index}`),
      );
    const response = await requestPage(`/dashboard/meetings/${meeting.id}/agenda`, {
      headers: await signedInHeaders(board.users.owner.id),
    });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get("Content-Length")).toBe(String(bytes.byteLength));
    const html = new TextDecoder().decode(bytes);
    // Large enough that React would have sent it in many chunks, and complete.
    expect(bytes.byteLength).toBeGreaterThan(40_000);
    expect(html.slice(0, 15).toLowerCase()).toBe("<!doctype html>");
    // The page's data streamed to its end: its last script closes the stream.
    expect(html.trimEnd().endsWith("streamController.close();</script><!--/$--><!--/$-->")).toBe(true);
    expect(html).toContain("Item 30");
  });
});
