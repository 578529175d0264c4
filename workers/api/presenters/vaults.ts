// The vault API's answers (001 §3 Vault, 002 §3.8): the spec's field names, snake_case like the rest of /api.
import type { VaultListItem } from "../../../app/.server/vaults/list";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function presentVaultListItem(vault: VaultListItem) {
  return {
    id: vault.id,
    name: vault.name,
    description: vault.description,
    status: vault.status,
    priority: vault.priority,
    vault_type: vault.vaultType,
    access_level: vault.accessLevel,
    is_public: vault.isPublic,
    category: vault.category,
    tags: vault.tags,
    expires_at: iso(vault.expiresAt),
    created_at: iso(vault.createdAt),
    updated_at: iso(vault.updatedAt),
    member_count: vault.memberCount,
    asset_count: vault.assetCount,
    user_role: vault.role,
  };
}

type Detail = Awaited<ReturnType<typeof import("../../../app/.server/vaults/detail").getVaultDetail>>;

export function presentVaultDetail(detail: Detail) {
  const { vault, permissions } = detail;
  return {
    id: vault.id,
    organization_id: vault.organizationId,
    name: vault.name,
    description: vault.description,
    status: detail.status,
    priority: vault.priority,
    category: vault.category,
    tags: vault.tags,
    meetingDate: iso(vault.meetingDate),
    location: vault.location,
    isPublic: vault.isPublic,
    requiresInvitation: vault.requiresInvitation,
    // The code is shown again only to those who may edit (001 §2.3 reveal and copy).
    accessCode: permissions.canEdit ? vault.accessCode : null,
    expiresAt: iso(vault.expiresAt),
    settings: { notifications: detail.notifications },
    vault_type: vault.vaultType,
    access_level: vault.accessLevel,
    owner_id: vault.ownerId,
    created_at: iso(vault.createdAt),
    updated_at: iso(vault.updatedAt),
    user_role: detail.role,
    permissions,
    members: detail.members.map((member) => ({
      user_id: member.userId,
      role: member.role,
      joined_at: iso(member.joinedAt),
      last_accessed_at: iso(member.lastAccessedAt),
      user: { id: member.userId, email: member.email, full_name: member.fullName },
    })),
    assets: detail.documents.map((document) => ({
      id: document.id,
      title: document.title,
      file_name: document.fileName,
      file_type: document.fileType,
      mime_type: document.mimeType,
      file_size: document.fileSize,
      updated_at: iso(document.updatedAt),
    })),
    invitations: detail.invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expires_at: iso(invitation.expiresAt),
    })),
    statistics: detail.statistics,
    activity: detail.activity.map((entry) => ({ at: iso(entry.at), what: entry.what, who: entry.who })),
  };
}
