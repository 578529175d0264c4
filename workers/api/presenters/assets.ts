// The spec's snake_case document shapes (001 §3 Asset full form, versions, shares), times in ISO 8601.
import type { Asset } from "../../../app/.server/assets/access";
import type { listShareRows, listVersionRows } from "../../../app/.server/assets/assets";
import type { listAssets } from "../../../app/.server/assets/list";

type ListedAsset = Awaited<ReturnType<typeof listAssets>>["assets"][number];
type VersionRow = Awaited<ReturnType<typeof listVersionRows>>[number];
type ShareRow = Awaited<ReturnType<typeof listShareRows>>[number];

const iso = (time: number | null | undefined) => (time == null ? null : new Date(time).toISOString());

export function presentAsset(asset: Asset | ListedAsset) {
  const full = asset as Partial<Asset>;
  return {
    id: asset.id,
    title: asset.title,
    description: asset.description,
    file_name: asset.fileName,
    original_file_name: asset.originalFileName,
    file_size: asset.fileSize,
    file_type: asset.fileType,
    mime_type: asset.mimeType,
    file_url: `/api/assets/${asset.id}/download`,
    thumbnail_url: null,
    storage_bucket: "assets",
    category: asset.category,
    tags: asset.tags,
    owner_id: asset.ownerId,
    uploaded_by: asset.ownerId,
    organization_id: asset.organizationId,
    vault_id: asset.vaultId,
    status: asset.status,
    visibility: asset.visibility,
    current_version: asset.currentVersion,
    view_count: asset.viewCount,
    download_count: asset.downloadCount,
    extraction_status: asset.extractionStatus,
    extraction_error: full.extractionError ?? null,
    page_count: full.pageCount ?? null,
    is_deleted: full.isDeleted ?? false,
    created_at: iso(asset.createdAt),
    updated_at: iso(asset.updatedAt),
  };
}

export function presentVersion(version: Omit<VersionRow, "createdByName"> & { createdByName?: string | null }) {
  return {
    id: version.id,
    version_number: version.versionNumber,
    file_name: version.fileName,
    original_file_name: version.originalFileName,
    file_size: version.fileSize,
    file_type: version.fileType,
    mime_type: version.mimeType,
    changelog: version.changelog,
    is_current: version.isCurrent,
    created_by: version.createdBy,
    created_at: iso(version.createdAt),
  };
}

export function presentShare(share: Omit<ShareRow, "sharedWithName" | "sharedWithEmail">) {
  return {
    id: share.id,
    asset_id: share.assetId,
    shared_with: share.sharedWith,
    shared_by: share.sharedBy,
    permission: share.permission,
    expires_at: iso(share.expiresAt),
    revoked_at: iso(share.revokedAt),
    is_active: !share.revokedAt && (share.expiresAt == null || share.expiresAt > Date.now()),
    created_at: iso(share.createdAt),
  };
}
