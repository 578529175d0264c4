// The vault export (001 §2.3 Advanced, §7): a zip of the vault's documents, read from R2 one at a time and
// streamed out with client-zip, never held whole in memory, with a manifest of what it holds.
import { downloadZip } from "client-zip";
import { vaultExportFileName } from "../../lib/vaults/texts";
import { recordEvent } from "../analytics/events";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { requireVault } from "./access";
import { vaultDocuments, vaultMembersOf } from "./detail";

export const EXPORT_MANIFEST_NAME = "manifest.json";

/** A name for each file inside the zip: unique, and safe from folder tricks ("../"). */
function entryNames(documents: { fileName: string }[]): string[] {
  const used = new Set<string>([EXPORT_MANIFEST_NAME]);
  return documents.map((document) => {
    const base = document.fileName.replace(/[\\/]/g, "_").replace(/^\.+/, "_") || "document";
    let name = `documents/${base}`;
    for (let n = 2; used.has(name); n++) name = `documents/${n}-${base}`;
    used.add(name);
    return name;
  });
}

export async function exportVault(ctx: ActorContext, vaultId: string): Promise<Response> {
  const { vault, organization, status } = await requireVault(ctx, vaultId, "vault.export");
  const [documents, members] = await Promise.all([vaultDocuments(ctx, vault.id), vaultMembersOf(ctx, vault.id)]);
  const names = entryNames(documents);
  const exportedAt = new Date();
  const manifest = {
    vault: {
      id: vault.id,
      name: vault.name,
      description: vault.description,
      status,
      organization: organization.name,
      createdAt: new Date(vault.createdAt).toISOString(),
    },
    exportedAt: exportedAt.toISOString(),
    exportedBy: ctx.actor.user.email,
    members: members.map((member) => ({ name: member.fullName, email: member.email, role: member.role })),
    documents: documents.map((document, index) => ({
      id: document.id,
      title: document.title,
      file: names[index],
      type: document.fileType,
      size: document.fileSize,
    })),
  };
  await auditInsert(ctx, {
    userId: ctx.actor.user.id,
    organizationId: vault.organizationId,
    action: "vault.exported",
    entityType: "vault",
    entityId: vault.id,
    changes: { documents: documents.length },
  });
  recordEvent(ctx, vault.organizationId, "vault_exported", { vault: vault.name, documents: documents.length });
  const bucket = ctx.env.FILES;
  async function* entries() {
    yield { name: EXPORT_MANIFEST_NAME, input: JSON.stringify(manifest, null, 2), lastModified: exportedAt };
    for (const [index, document] of documents.entries()) {
      // One object open at a time: its body streams into the zip before the next is fetched.
      const object = await bucket.get(document.storageKey);
      if (!object) continue;
      yield { name: names[index], input: object.body, size: object.size, lastModified: object.uploaded };
    }
  }
  const zip = downloadZip(entries());
  const fileName = vaultExportFileName(vault.name);
  return new Response(zip.body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition(fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

const contentDisposition = (fileName: string) =>
  `attachment; filename="${asciiName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** The header's plain filename: quotes, backslashes and non-ASCII replaced (filename* carries the real one). */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, "_");
