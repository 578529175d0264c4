// The browser side of an upload (001 §2.6, §3 Uploaded file entry): one XMLHttpRequest per file, whose upload
// events give real progress and whose abort() is what "remove" does. Browser only (used after hydration).
import { ASSET_MESSAGES } from "./constants";

export type UploadTarget = { organizationId: string; vaultId?: string; category?: string };
export type UploadedAsset = { id: string; title: string };

export type UploadHandlers = {
  onProgress(percent: number): void;
  onSuccess(asset: UploadedAsset): void;
  onError(message: string): void;
};

/** Starts the upload; the returned function aborts it (an abort reports nothing: the entry is gone). */
export function startUpload(file: File, target: UploadTarget, handlers: UploadHandlers): () => void {
  const form = new FormData();
  // The fields first: the server authorises before it stores a byte of the file.
  form.append("organizationId", target.organizationId);
  if (target.vaultId) form.append("vaultId", target.vaultId);
  if (target.category) form.append("category", target.category);
  form.append("file", file, file.name);
  const request = new XMLHttpRequest();
  request.open("POST", "/api/assets/upload");
  request.responseType = "json";
  request.upload.onprogress = (event) => {
    if (event.lengthComputable) handlers.onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
  };
  request.onload = () => {
    const body = request.response as { asset?: { id: string; title: string }; error?: string } | null;
    if (request.status === 201 && body?.asset) {
      handlers.onProgress(100);
      handlers.onSuccess({ id: body.asset.id, title: body.asset.title });
    } else if (request.status === 401) handlers.onError(ASSET_MESSAGES.notSignedIn);
    else handlers.onError(body?.error ?? ASSET_MESSAGES.uploadFailed);
  };
  request.onerror = () => handlers.onError(ASSET_MESSAGES.networkError);
  request.send(form);
  return () => request.abort();
}

/** A JPEG thumbnail of an image, at most `maxSide` px on its longer side (001 §9: 200 px, quality 0.7). */
export async function imageThumbnail(file: File, maxSide = 200, quality = 0.7): Promise<string | null> {
  if (!file.type.startsWith("image/") || file.type === "image/svg+xml") return null;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
    return blob ? URL.createObjectURL(blob) : null;
  } catch {
    return null;
  }
}
