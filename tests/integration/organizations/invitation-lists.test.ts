// The invitations tab's lists: pending apart from history, and a long history never hides a pending invitation.
import { describe, expect, it } from "vitest";
import { listInvitations } from "../../../app/.server/organizations/invitations";
import { schema } from "../../../app/.server/platform/db/client";
import { INVITATIONS_HISTORY_SHOWN } from "../../../app/lib/organizations/constants";
import { actorContext, createOrganization, createUser, serviceContext } from "../../helpers/factories";

describe("invitation lists", () => {
  it("keep an old pending invitation listed behind a long, newer history; history shows the newest first", async () => {
    const owner = await createUser();
    const org = await createOrganization({ ownerId: owner.id });
    const base = Date.now() - 1_000_000;
    const row = (index: number, status: "pending" | "revoked") => ({
      id: crypto.randomUUID(),
      organizationId: org.id,
      email: `person${index}@example.test`,
      role: "member" as const,
      tokenHash: crypto.randomUUID(),
      status,
      expiresAt: Date.now() + 3_600_000,
      createdAt: base + index,
    });
    const db = serviceContext().db;
    await db.insert(schema.organizationInvitations).values(row(0, "pending"));
    const history = Array.from({ length: INVITATIONS_HISTORY_SHOWN + 20 }, (_, index) => row(index + 1, "revoked"));
    for (let start = 0; start < history.length; start += 10)
      await db.insert(schema.organizationInvitations).values(history.slice(start, start + 10));

    const lists = await listInvitations(await actorContext(owner), org.id);
    expect(lists.pending.map((invitation) => invitation.email)).toEqual(["person0@example.test"]);
    expect(lists.history).toHaveLength(INVITATIONS_HISTORY_SHOWN);
    expect(lists.history[0].email).toBe(`person${history.length}@example.test`);
    expect(lists.history.every((invitation) => invitation.status === "revoked")).toBe(true);
  });
});
