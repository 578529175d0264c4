import { describe, expect, it } from "vitest";
import { createDecision } from "../../../app/.server/analytics/decisions";
import { eventWrites } from "../../../app/.server/analytics/events";
import { analyticsOverview } from "../../../app/.server/analytics/overview";
import { exportReport } from "../../../app/.server/analytics/reports";
import { csvCell } from "../../../app/lib/analytics/csv";
import { DecisionSchema } from "../../../app/lib/analytics/schemas";
import { createRoleBoard, serviceContext } from "../../helpers/factories";

describe("reports", () => {
  it("escapes cells a spreadsheet would run as a formula, and quotes commas and quotes", () => {
    expect(csvCell("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell('Say "yes", then')).toBe('"Say ""yes"", then"');
    expect(csvCell(null)).toBe("");
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });

  it("exports the decisions as CSV and the period's activity as JSON, and counts the export", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    await createDecision(
      ctx,
      org.id,
      DecisionSchema.parse({ title: '=HYPERLINK("x")', description: "Line one, line two" }),
    );
    const csv = await new Response(
      (await exportReport(ctx, org.id, { kind: "decisions", format: "csv", days: 30 })).body,
    ).text();
    const [header, row] = csv.trim().split("\r\n");
    expect(header).toBe(
      "id,title,description,decision_type,priority,impact_level,status,target_date,proposed_at,status_changed_at," +
        "meeting_id,vote_id",
    );
    expect(row).toContain(`"'=HYPERLINK(""x"")","Line one, line two",strategic,medium,medium,pending,`);
    const report = await exportReport(ctx, org.id, { kind: "activity", format: "json", days: 7 });
    expect(report.fileName).toMatch(new RegExp(`^${org.slug}-activity-7d-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const json = JSON.parse(await new Response(report.body).text());
    // The JSON lists the CSV export before it, and itself (recorded before the report is read).
    expect(json.data.map((event: { event_type: string }) => event.event_type)).toEqual([
      "decision_created",
      "analytics_exported",
      "analytics_exported",
    ]);
    expect(json.data[0]).toHaveProperty("created_at");
    expect((await analyticsOverview(ctx, org.id, 7)).overview.metrics.exportsTotal).toBe(2);
  });

  it("streams a report longer than one page in order, every row once", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const db = serviceContext().db;
    const writes = Array.from({ length: 1201 }, (_, index) =>
      eventWrites(ctx, {
        organizationId: org.id,
        type: "document_viewed",
        userId: ctx.actor.user.id,
        data: { n: index },
        at: Date.now() - 1000 + (index % 7),
      }),
    ).flat();
    for (let start = 0; start < writes.length; start += 300) {
      const [first, ...rest] = writes.slice(start, start + 300);
      await db.batch([first, ...rest]);
    }
    const report = await exportReport(ctx, org.id, { kind: "activity", format: "csv", days: 7 });
    const lines = (await new Response(report.body).text()).trim().split("\r\n");
    // The header, 1,201 views and the export itself.
    expect(lines).toHaveLength(1203);
    expect(new Set(lines.slice(1).map((line) => line.split(",")[0])).size).toBe(1202);
  });
});
