// The role × action matrix for the organisations list's bulk operations (through the service the page
// action calls, and through POST /api/organizations/bulk) and for committees (through the services the
// committee pages call). Expected outcomes are written out per pair, not derived from the policy module;
// a refusal leaves D1 as it was, an allowed action is checked by what it changed.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createCommittee,
  getCommittee,
  listCommittees,
  setCommitteeStatus,
  updateCommittee,
} from "../../../app/.server/committees/committees";
import { type BulkResult, runBulkOperation } from "../../../app/.server/organizations/list";
import { schema } from "../../../app/.server/platform/db/client";
import { CommitteeSchema } from "../../../app/lib/committees/schemas";
import type { BulkOperationId } from "../../../app/lib/organizations/bulk";
import {
  actorContext,
  callWorker,
  createRoleBoard,
  jsonHeaders,
  type RoleBoard,
  SEATS,
  type Seat,
  serviceContext,
} from "../../helpers/factories";
import { organizationRow } from "../../helpers/records";
import { rejection } from "../../helpers/rejections";
import { organizationWithCommitteesSnapshot } from "../../helpers/snapshots";

/** A role board whose organisation has a committee (chair: the admin; members: the member and the viewer). */
const BOARD = { committee: true } as const;
type Board = RoleBoard<typeof BOARD>;

const db = () => serviceContext().db;
const membershipsOf = async (organizationId: string) =>
  (
    await db()
      .select({ userId: schema.organizationMembers.userId })
      .from(schema.organizationMembers)
      .where(eq(schema.organizationMembers.organizationId, organizationId))
      .all()
  )
    .map((row) => row.userId)
    .sort();
const committeeRow = async (id: string) =>
  db().select().from(schema.committees).where(eq(schema.committees.id, id)).get();
const committeeSeats = async (committeeId: string) =>
  (
    await db()
      .select({ userId: schema.committeeMembers.userId, role: schema.committeeMembers.role })
      .from(schema.committeeMembers)
      .where(eq(schema.committeeMembers.committeeId, committeeId))
      .all()
  )
    .map((row) => `${row.userId}:${row.role}`)
    .sort();

// ---- Bulk operations on the organisations list ----

const OWNER_ONLY_ARCHIVE = "Only the owner can archive or restore";
const MANAGERS_EXPORT = "Only owners and admins can export";
const OWNER_CANNOT_LEAVE = "Transfer ownership before leaving";
const NOT_FOUND = "Organization not found";

/** "ok", or the per-item error the actor is given (and nothing changes). */
const BULK_MATRIX: Record<BulkOperationId, Record<Seat, "ok" | string>> = {
  archive: {
    owner: "ok",
    admin: OWNER_ONLY_ARCHIVE,
    member: OWNER_ONLY_ARCHIVE,
    viewer: OWNER_ONLY_ARCHIVE,
    outsider: NOT_FOUND,
  },
  restore: {
    owner: "ok",
    admin: OWNER_ONLY_ARCHIVE,
    member: OWNER_ONLY_ARCHIVE,
    viewer: OWNER_ONLY_ARCHIVE,
    outsider: NOT_FOUND,
  },
  leave: { owner: OWNER_CANNOT_LEAVE, admin: "ok", member: "ok", viewer: "ok", outsider: NOT_FOUND },
  export: { owner: "ok", admin: "ok", member: MANAGERS_EXPORT, viewer: MANAGERS_EXPORT, outsider: NOT_FOUND },
};

const VERB = { archive: "archived", restore: "restored", leave: "left", export: "exported" } as const;

/** What each allowed operation must have changed (or, for export, produced). */
const BULK_EFFECT: Record<BulkOperationId, (b: Board, seat: Seat, result: BulkResult) => Promise<void>> = {
  archive: async (b) => {
    expect((await organizationRow(b.org.id))?.status).toBe("archived");
  },
  restore: async (b) => {
    expect((await organizationRow(b.org.id))?.status).toBe("active");
  },
  leave: async (b, seat) => {
    const remaining = SEATS.filter((other) => other !== "outsider" && other !== seat).map((other) => b.users[other].id);
    expect(await membershipsOf(b.org.id)).toEqual(remaining.sort());
    expect((await organizationRow(b.org.id))?.status).toBe("active");
  },
  export: async (b, _seat, result) => {
    expect(result.exported).toHaveLength(1);
    const document = result.exported![0] as {
      organization: { id: string };
      members: { email: string; role: string }[];
      committees: { id: string; name: string }[];
    };
    expect(document.organization.id).toBe(b.org.id);
    expect(document.members.map((member) => `${member.email}:${member.role}`).sort()).toEqual(
      (["owner", "admin", "member", "viewer"] as const).map((role) => `${b.users[role].email}:${role}`).sort(),
    );
    expect(document.committees.map((committee) => [committee.id, committee.name])).toEqual([
      [b.committeeId, "Standing Committee"],
    ]);
  },
};

/** Restore starts from an archived organisation; the others from an active one. */
async function prepareBulk(operation: BulkOperationId, b: Board) {
  if (operation === "restore")
    await db().update(schema.organizations).set({ status: "archived" }).where(eq(schema.organizations.id, b.org.id));
}

const ADAPTERS: Record<
  "page action (service)" | "API",
  (b: Board, seat: Seat, operation: BulkOperationId) => Promise<BulkResult>
> = {
  "page action (service)": async (b, seat, operation) =>
    runBulkOperation(await actorContext(b.users[seat]), operation, [b.org.id]),
  API: async (b, seat, operation) => {
    const headers = await jsonHeaders(b.users[seat].id);
    const response = await callWorker("/api/organizations/bulk", {
      method: "POST",
      headers,
      body: JSON.stringify({ operation, organizationIds: [b.org.id] }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as BulkResult;
  },
};

describe("role × action matrix: bulk operations on the organisations list", () => {
  for (const [adapter, run] of Object.entries(ADAPTERS)) {
    for (const operation of Object.keys(BULK_MATRIX) as BulkOperationId[]) {
      for (const seat of SEATS) {
        const expected = BULK_MATRIX[operation][seat];
        const outcome = expected === "ok" ? "done" : `refused ("${expected}")`;
        it(`${adapter} · ${seat}: ${operation} → ${outcome}`, async () => {
          const b = await createRoleBoard(BOARD);
          await prepareBulk(operation, b);
          const before = await organizationWithCommitteesSnapshot(b.org.id);
          const result = await run(b, seat, operation);
          if (expected === "ok") {
            expect(result).toMatchObject({
              success: true,
              errors: [],
              succeeded: [{ id: b.org.id, name: b.org.name }],
              message: `1 organization(s) ${VERB[operation]}`,
            });
            await BULK_EFFECT[operation](b, seat, result);
          } else {
            // An outsider is told nothing, not even the organisation's name.
            const name = seat === "outsider" ? b.org.id : b.org.name;
            expect(result).toMatchObject({
              success: false,
              succeeded: [],
              errors: [{ id: b.org.id, name, message: expected }],
              message: `0 of 1 organization(s) ${VERB[operation]}; 1 failed`,
            });
            if (operation === "export") expect(result.exported).toEqual([]);
            expect(await organizationWithCommitteesSnapshot(b.org.id)).toBe(before);
          }
        });
      }
    }
  }
});

// ---- Committees ----

type CommitteeAction = {
  name: string;
  expect: Record<Seat, "ok" | 403 | 404>;
  prepare?: (b: Board) => Promise<void>;
  run: (b: Board, seat: Seat) => Promise<unknown>;
  effect: (b: Board, result: unknown) => Promise<void>;
};

const MANAGE = { owner: "ok", admin: "ok", member: 403, viewer: 403, outsider: 404 } as const;
const READ = { owner: "ok", admin: "ok", member: "ok", viewer: "ok", outsider: 404 } as const;
const ctxOf = (b: Board, seat: Seat) => actorContext(b.users[seat]);

const COMMITTEE_ACTIONS: CommitteeAction[] = [
  {
    name: "list and open committees",
    expect: READ,
    run: async (b, seat) => {
      const ctx = await ctxOf(b, seat);
      return {
        list: await listCommittees(ctx, b.org.id),
        detail: await getCommittee(ctx, b.org.id, b.committeeId),
        seat,
      };
    },
    effect: async (b, result) => {
      const { list, detail, seat } = result as {
        list: Awaited<ReturnType<typeof listCommittees>>;
        detail: Awaited<ReturnType<typeof getCommittee>>;
        seat: Seat;
      };
      expect(list.committees.map((committee) => [committee.id, committee.memberCount])).toEqual([[b.committeeId, 3]]);
      expect(detail.members.map((member) => `${member.userId}:${member.role}`).sort()).toEqual(
        await committeeSeats(b.committeeId),
      );
      // Only owners and admins are offered the manage controls.
      expect([list.canManage, detail.canManage]).toEqual(
        seat === "owner" || seat === "admin" ? [true, true] : [false, false],
      );
    },
  },
  {
    name: "create a committee",
    expect: MANAGE,
    run: async (b, seat) =>
      createCommittee(
        await ctxOf(b, seat),
        b.org.id,
        CommitteeSchema.parse({
          name: "Remuneration",
          description: "Pay and benefits",
          chairId: b.users.member.id,
          memberIds: [b.users.viewer.id],
        }),
      ),
    effect: async (b, result) => {
      const { id } = result as { id: string };
      expect(await committeeRow(id)).toMatchObject({
        organizationId: b.org.id,
        name: "Remuneration",
        description: "Pay and benefits",
        status: "active",
      });
      expect(await committeeSeats(id)).toEqual([`${b.users.member.id}:chair`, `${b.users.viewer.id}:member`].sort());
    },
  },
  {
    name: "edit a committee (name, chair, members)",
    expect: MANAGE,
    run: async (b, seat) =>
      updateCommittee(
        await ctxOf(b, seat),
        b.org.id,
        b.committeeId,
        CommitteeSchema.parse({ name: "Audit & Risk", chairId: b.users.owner.id, memberIds: [b.users.member.id] }),
      ),
    effect: async (b) => {
      expect(await committeeRow(b.committeeId)).toMatchObject({ name: "Audit & Risk", status: "active" });
      expect(await committeeSeats(b.committeeId)).toEqual(
        [`${b.users.owner.id}:chair`, `${b.users.member.id}:member`].sort(),
      );
    },
  },
  {
    name: "archive a committee",
    expect: MANAGE,
    run: async (b, seat) => setCommitteeStatus(await ctxOf(b, seat), b.org.id, b.committeeId, "archived"),
    effect: async (b) => {
      expect((await committeeRow(b.committeeId))?.status).toBe("archived");
      const ctx = await ctxOf(b, "member");
      expect((await listCommittees(ctx, b.org.id)).committees).toEqual([]);
      expect(
        (await listCommittees(ctx, b.org.id, { status: "archived" })).committees.map((committee) => committee.id),
      ).toEqual([b.committeeId]);
    },
  },
  {
    name: "restore a committee",
    expect: MANAGE,
    prepare: async (b) => {
      await db().update(schema.committees).set({ status: "archived" }).where(eq(schema.committees.id, b.committeeId));
    },
    run: async (b, seat) => setCommitteeStatus(await ctxOf(b, seat), b.org.id, b.committeeId, "active"),
    effect: async (b) => {
      expect((await committeeRow(b.committeeId))?.status).toBe("active");
      expect(
        (await listCommittees(await ctxOf(b, "viewer"), b.org.id)).committees.map((committee) => committee.id),
      ).toEqual([b.committeeId]);
    },
  },
];

describe("role × action matrix: committees", () => {
  for (const action of COMMITTEE_ACTIONS) {
    for (const seat of SEATS) {
      const expected = action.expect[seat];
      it(`${seat}: ${action.name} → ${expected}`, async () => {
        const b = await createRoleBoard(BOARD);
        await action.prepare?.(b);
        const before = await organizationWithCommitteesSnapshot(b.org.id);
        if (expected === "ok") {
          await action.effect(b, await action.run(b, seat));
        } else {
          const error = await rejection(action.run(b, seat));
          expect(error.status, error.message).toBe(expected);
          expect(await organizationWithCommitteesSnapshot(b.org.id)).toBe(before);
        }
      });
    }
  }
});
