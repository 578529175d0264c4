import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  changeDecisionStatus,
  createDecision,
  decisionHistory,
  listDecisions,
} from "../../../app/.server/analytics/decisions";
import { analyticsPage } from "../../../app/.server/analytics/overview";
import { schema } from "../../../app/.server/platform/db/client";
import { ANALYTICS_TEXTS } from "../../../app/lib/analytics/constants";
import { DecisionSchema } from "../../../app/lib/analytics/schemas";
import { actorContext, callWorker, createRoleBoard, jsonHeaders } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

const decisionInput = (fields: Record<string, unknown> = {}) =>
  DecisionSchema.parse({ title: "Enter the Nordic market", description: "Open an office in Oslo.", ...fields });

describe("decisions", () => {
  it("starts a decision with the spec's defaults, lists it and audits it", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"], names: { owner: "Olivia Owner" } });
    const created = await createDecision(ctx, org.id, decisionInput({ target_date: "" }));
    expect(created).toMatchObject({
      decisionType: "strategic",
      priority: "medium",
      impactLevel: "medium",
      targetDate: null,
      status: "pending",
    });
    const listed = await listDecisions(ctx, org.id);
    expect(listed.decisions).toMatchObject([{ id: created.id, proposedByName: "Olivia Owner", status: "pending" }]);
    const audit = await ctx.db.select().from(schema.auditLogs).where(eq(schema.auditLogs.entityId, created.id)).all();
    expect(audit.map((row) => row.action)).toEqual(["decision.created"]);
  });

  it("validates the form: title and description required, options fixed, a target date a date", () => {
    const result = DecisionSchema.safeParse({ title: " ", description: "", priority: "urgent", target_date: "soon" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        ANALYTICS_TEXTS.titleRequired,
        ANALYTICS_TEXTS.descriptionRequired,
        "Choose a priority",
        "Target date must be a date (YYYY-MM-DD)",
      ]),
    );
  });

  it("moves pending → approved → implemented → reviewed, keeping who and when, and refuses illegal moves", async () => {
    const { org, ctx, users } = await createRoleBoard({ seats: ["owner", "admin"], names: { admin: "Ann Admin" } });
    const admin = await actorContext(users.admin);
    const { id } = await createDecision(ctx, org.id, decisionInput());
    const skip = await rejection(changeDecisionStatus(admin, org.id, { decisionId: id, status: "implemented" }));
    expect(skip.status).toBe(409);
    expect(skip.message).toBe(
      "A pending decision can't become implemented; it can become approved, rejected, deferred.",
    );
    await changeDecisionStatus(admin, org.id, { decisionId: id, status: "approved" });
    await changeDecisionStatus(admin, org.id, { decisionId: id, status: "implemented" });
    await changeDecisionStatus(ctx, org.id, { decisionId: id, status: "reviewed", note: "Reviewed at the AGM" });
    const final = await rejection(changeDecisionStatus(ctx, org.id, { decisionId: id, status: "pending" }));
    expect(final.message).toBe("A reviewed decision is final; its status can't change.");
    const history = await decisionHistory(ctx, org.id, id);
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.changedByName])).toEqual([
      [null, "pending", "Board owner"],
      ["pending", "approved", "Ann Admin"],
      ["approved", "implemented", "Ann Admin"],
      ["implemented", "reviewed", "Board owner"],
    ]);
    expect(history.at(-1)?.note).toBe("Reviewed at the AGM");
    const listed = await listDecisions(ctx, org.id);
    expect(listed.decisions[0]).toMatchObject({ status: "reviewed", statusChangedByName: "Board owner" });
    const audit = await ctx.db.select().from(schema.auditLogs).where(eq(schema.auditLogs.entityId, id)).all();
    expect(audit.map((row) => row.action).sort()).toEqual([
      "decision.created",
      "decision.status_changed",
      "decision.status_changed",
      "decision.status_changed",
    ]);
  });

  it("lets a deferred decision come back, and a rejected one stays rejected", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const { id } = await createDecision(ctx, org.id, decisionInput());
    await changeDecisionStatus(ctx, org.id, { decisionId: id, status: "deferred" });
    await changeDecisionStatus(ctx, org.id, { decisionId: id, status: "pending" });
    await changeDecisionStatus(ctx, org.id, { decisionId: id, status: "rejected" });
    const refused = await rejection(changeDecisionStatus(ctx, org.id, { decisionId: id, status: "approved" }));
    expect(refused.message).toBe("A rejected decision is final; its status can't change.");
  });

  it("lets only one of two simultaneous moves win", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const { id } = await createDecision(ctx, org.id, decisionInput());
    const settled = await Promise.allSettled([
      changeDecisionStatus(ctx, org.id, { decisionId: id, status: "approved" }),
      changeDecisionStatus(ctx, org.id, { decisionId: id, status: "rejected" }),
    ]);
    expect(settled.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await decisionHistory(ctx, org.id, id)).toHaveLength(2);
  });

  it("shows each decision's moves with who and when, on the page and in the API, and no other decision's", async () => {
    const { org, ctx, users } = await createRoleBoard({
      seats: ["owner", "admin", "viewer"],
      names: { owner: "Olivia Owner", admin: "Ann Admin" },
    });
    const moved = await createDecision(ctx, org.id, decisionInput({ title: "Adopt the budget" }));
    const untouched = await createDecision(ctx, org.id, decisionInput({ title: "Hire a CFO" }));
    const admin = await actorContext(users.admin);
    await changeDecisionStatus(admin, org.id, { decisionId: moved.id, status: "deferred", note: "Wait for Q3" });
    await changeDecisionStatus(ctx, org.id, { decisionId: moved.id, status: "approved" });

    const page = await analyticsPage(await actorContext(users.viewer), org.id, 30);
    const history = (id: string) => page.decisions.find((decision) => decision.id === id)?.history;
    expect(history(moved.id)?.map((change) => [change.fromStatus, change.toStatus, change.changedByName])).toEqual([
      [null, "pending", "Olivia Owner"],
      ["pending", "deferred", "Ann Admin"],
      ["deferred", "approved", "Olivia Owner"],
    ]);
    expect(history(moved.id)?.[1].note).toBe("Wait for Q3");
    expect(history(untouched.id)?.map((change) => change.toStatus)).toEqual(["pending"]);

    const response = await callWorker(`/api/analytics/decisions?organizationId=${org.id}`, {
      headers: await jsonHeaders(users.viewer.id),
    });
    const { data } = (await response.json()) as { data: Array<{ id: string; status_history: unknown[] }> };
    const listed = data.find((decision) => decision.id === moved.id);
    expect(listed?.status_history).toEqual([
      {
        from_status: null,
        to_status: "pending",
        changed_by: "Olivia Owner",
        changed_at: expect.any(String),
        note: null,
      },
      {
        from_status: "pending",
        to_status: "deferred",
        changed_by: "Ann Admin",
        changed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        note: "Wait for Q3",
      },
      {
        from_status: "deferred",
        to_status: "approved",
        changed_by: "Olivia Owner",
        changed_at: expect.any(String),
        note: null,
      },
    ]);
  });
});
