// The agenda tab renders one item's editing panel at a time (decision 053): none by default, the one ?edit= names,
// and, after a refused post from a panel, that panel again with its errors. A saved item's panel closes.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../app/.server/platform/db/client";
import { createRoleBoard, serviceContext, signedInHeaders } from "../helpers/factories";
import { insertAgenda, insertMeeting } from "../helpers/meetings";
import { requestPage } from "./built-app";

async function chairedAgenda() {
  const board = await createRoleBoard({ seats: ["owner", "member"], names: { member: "Mina Member" } });
  const meeting = await insertMeeting(board.org.id, board.users.owner.id, { title: "Agenda page meeting" });
  const items = await insertAgenda(meeting.id, ["Opening", "Finance", "Close"]);
  const headers = await signedInHeaders(board.users.owner.id);
  return { path: `/dashboard/meetings/${meeting.id}/agenda`, items, headers };
}

/** The ids of the items whose edit form the page holds. */
const editFormsOf = (html: string) =>
  [...html.matchAll(/name="intent" value="edit"\/><input type="hidden" name="itemId" value="([^"]+)"/g)].map(
    (match) => match[1],
  );
/** The markup from `marker` to the end of its section (neither the panel nor the add form nests a section). */
const sectionOf = (html: string, marker: string) => {
  const start = html.indexOf(marker);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</section>", start));
};
/** How many times the organisation's people are offered as presenters (one select each). */
const presenterPickers = (html: string) => html.split(">Mina Member</option>").length - 1;

describe("the agenda tab's editing panels", () => {
  it("renders no panel by default, and the one item's panel that ?edit= names", async () => {
    const { path, items, headers } = await chairedAgenda();
    const plain = await requestPage(path, { headers });
    expect(plain.status).toBe(200);
    const plainHtml = await plain.text();
    expect(editFormsOf(plainHtml)).toEqual([]);
    // The add form's picker only: the presenters are not repeated per item.
    expect(presenterPickers(plainHtml)).toBe(1);
    expect(plainHtml).toContain(`href="${path}?edit=${items[1].id}#item-${items[1].id}"`);

    const editing = await requestPage(`${path}?edit=${items[1].id}`, { headers });
    expect(editing.status).toBe(200);
    const editingHtml = await editing.text();
    expect(editFormsOf(editingHtml)).toEqual([items[1].id]);
    expect(editingHtml).toContain('aria-label="Edit “Finance”"');
    expect(presenterPickers(editingHtml)).toBe(2);
    // Its forms post to the agenda without ?edit=, so a saved item's panel closes.
    const editForm = editingHtml.match(new RegExp(`<form[^>]*id="edit-${items[1].id}"[^>]*>`))?.[0];
    expect(editForm).toContain(`action="${path}"`);
  });

  it("keeps a refused item's panel open with the error next to its field; a saved one closes", async () => {
    const { path, items, headers } = await chairedAgenda();
    const post = (fields: Record<string, string>) =>
      requestPage(path, { method: "POST", headers, body: new URLSearchParams(fields) });

    const refused = await post({ intent: "edit", itemId: items[1].id, title: "  ", itemType: "discussion" });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(editFormsOf(refusedHtml)).toEqual([items[1].id]);
    expect(sectionOf(refusedHtml, 'aria-label="Edit “Finance”"')).toContain("Title is required");
    // The add form is not the one refused.
    expect(sectionOf(refusedHtml, 'id="add-item-title"')).not.toContain("Title is required");

    const saved = await post({ intent: "edit", itemId: items[1].id, title: "Finance report", itemType: "decision" });
    expect(saved.status).toBe(200);
    const savedHtml = await saved.text();
    expect(savedHtml).toContain("Agenda item saved");
    expect(editFormsOf(savedHtml)).toEqual([]);
    const row = await serviceContext()
      .db.select()
      .from(schema.agendaItems)
      .where(eq(schema.agendaItems.id, items[1].id))
      .get();
    expect(row).toMatchObject({ title: "Finance report", itemType: "decision" });
  });
});
