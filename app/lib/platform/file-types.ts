// The file types an upload may be (docs/decisions/020): each upload purpose allows a list of these, the server
// recognises them by their leading bytes, and a stored file is served only as one of them.

export const FILE_TYPES = {
  png: { contentType: "image/png", extension: "png", label: "PNG", inline: true },
  jpeg: { contentType: "image/jpeg", extension: "jpg", label: "JPEG", inline: true },
  gif: { contentType: "image/gif", extension: "gif", label: "GIF", inline: true },
  webp: { contentType: "image/webp", extension: "webp", label: "WebP", inline: true },
  pdf: { contentType: "application/pdf", extension: "pdf", label: "PDF", inline: false },
} as const satisfies Record<string, { contentType: string; extension: string; label: string; inline: boolean }>;

export type FileTypeName = keyof typeof FILE_TYPES;
export type FileType = (typeof FILE_TYPES)[FileTypeName];

/** Raster images a browser shows and cannot run: the allowlist of every image upload (logos, avatars). */
export const IMAGE_FILE_TYPES = ["png", "jpeg", "gif", "webp"] as const satisfies readonly FileTypeName[];

/** The file input's `accept` for a list of types: a hint for the picker; the server decides from the bytes. */
export const acceptAttribute = (names: readonly FileTypeName[]) =>
  names.map((name) => FILE_TYPES[name].contentType).join(",");
