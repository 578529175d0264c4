// Documents held by an archived or expired vault are read-only (001 §4): their annotations can be read, but not
// created, answered, resolved or deleted, through the API and through the reader's forms, with the vault's reason;
// the reader says so instead of offering its forms. Restoring the vault makes them writable again.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAnnotation } from "../../../app/.server/annotations/annotations";
import { loadReader } from "../../../app/.server/annotations/reader";
import { schema } from "../../../app/.server/platform/db/client";
import { CreateAnnotationSchema } from "../../../app/lib/annotations/schemas";
import { VAULT_MESSAGES } from "../../../app/lib/vaults/constants";
import { submitReaderForm } from "../../../app/routes/dashboard.assets.$id_.read/actions.server";
import { actorContext, callWorker, createRoleBoard, jsonHeaders, serviceContext } from "../../helpers/factories";
import { highlight, insertDocument } from "./documents";

async function documentInVault() {
  const board = await createRoleBoard({ seats: ["owner", "member"] });
  const { org, users } = board;
  const assetId = await insertDocument(org.id, users.owner.id);
  const vaultId = crypto.randomUUID();
  const db = serviceContext().db;
  await db.batch([
    db.insert(schema.vaults).values({ id: vaultId, organizationId: org.id, ownerId: users.owner.id, name: "Audit" }),
    db.insert(schema.vaultAssets).values({ vaultId, assetId }),
  ]);
  const made = await createAnnotation(
    await actorContext(users.member),
    assetId,
    CreateAnnotationSchema.parse(highlight()),
  );
  return { ...board, assetId, vaultId, annotationId: made.id };
}

const setVault = (vaultId: string, values: Partial<typeof schema.vaults.$inferInsert>) =>
  serviceContext().db.update(schema.vaults).set(values).where(eq(schema.vaults.id, vaultId));

describe("annotations on documents of archived or expired vaults", () => {
  it("refuses every annotation write through the API with 409 and the vault's reason; reads still work", async () => {
    const { users, assetId, vaultId, annotationId } = await documentInVault();
    await setVault(vaultId, { status: "archived" });
    const call = async (method: string, path: string, body?: unknown) =>
      callWorker(path, {
        method,
        headers: await jsonHeaders(users.member.id),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const writes: [string, string, unknown?][] = [
      ["POST", `/api/assets/${assetId}/annotations`, highlight()],
      ["POST", `/api/assets/annotations/${annotationId}/replies`, { content: "Noted" }],
      ["PATCH", `/api/assets/${assetId}/annotations/${annotationId}`, { isResolved: true }],
      ["DELETE", `/api/assets/${assetId}/annotations/${annotationId}`],
    ];
    for (const [method, path, body] of writes) {
      const response = await call(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(409);
      expect(await response.text()).toContain(VAULT_MESSAGES.readOnlyArchived);
    }
    const listed = await call("GET", `/api/assets/${assetId}/annotations`);
    expect(listed.status).toBe(200);
    const { annotations } = (await listed.json()) as { annotations: { id: string; isResolved: boolean }[] };
    expect(annotations).toEqual([expect.objectContaining({ id: annotationId, isResolved: false })]);
  });

  it("the reader shows an expired vault's document read-only, refuses its forms; restoring reopens them", async () => {
    const { users, assetId, vaultId, annotationId } = await documentInVault();
    const member = await actorContext(users.member);
    await setVault(vaultId, { expiresAt: Date.now() - 1000 });
    const reader = await loadReader(member, assetId);
    expect(reader.viewer).toMatchObject({ canAnnotate: false, readOnlyBecause: VAULT_MESSAGES.readOnlyExpired });
    expect(reader.annotations.map((annotation) => annotation.id)).toEqual([annotationId]);

    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return submitReaderForm(member, assetId, data);
    };
    expect(await form({ intent: "comment", pageNumber: "1", text: "Late note" })).toEqual({
      refusal: VAULT_MESSAGES.readOnlyExpired,
      status: 409,
    });
    expect(await form({ intent: "reply", annotationId, content: "Late reply" })).toMatchObject({ status: 409 });

    await setVault(vaultId, { expiresAt: null });
    expect((await loadReader(member, assetId)).viewer).toMatchObject({ canAnnotate: true, readOnlyBecause: null });
    expect(await form({ intent: "reply", annotationId, content: "Now it works" })).toEqual({ ok: "Reply added" });
  });
});
