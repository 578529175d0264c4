// The file types an upload may be (docs/decisions/020): each upload purpose allows a list of these, the server
// recognises them by their leading bytes, and a stored file is served only as one of them.

type FileTypeDefinition = {
  contentType: string;
  /** The extension a served file is named with. */
  extension: string;
  /** Every extension a file of this type may carry when uploaded (001 §5: jpg and jpeg). */
  extensions: readonly string[];
  label: string;
  /** Whether a browser may show it in place (PDFs and raster images); anything else is downloaded. */
  inline: boolean;
};

const type = (contentType: string, extensions: readonly string[], label: string, inline = false) => ({
  contentType,
  extension: extensions[0] as string,
  extensions,
  label,
  inline,
});

export const FILE_TYPES = {
  png: type("image/png", ["png"], "PNG", true),
  jpeg: type("image/jpeg", ["jpg", "jpeg"], "JPEG", true),
  gif: type("image/gif", ["gif"], "GIF", true),
  webp: type("image/webp", ["webp"], "WebP", true),
  pdf: type("application/pdf", ["pdf"], "PDF", true),
  xls: type("application/vnd.ms-excel", ["xls"], "Excel"),
  xlsx: type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ["xlsx"], "Excel"),
  doc: type("application/msword", ["doc"], "Word"),
  docx: type("application/vnd.openxmlformats-officedocument.wordprocessingml.document", ["docx"], "Word"),
  ppt: type("application/vnd.ms-powerpoint", ["ppt"], "PowerPoint"),
  pptx: type("application/vnd.openxmlformats-officedocument.presentationml.presentation", ["pptx"], "PowerPoint"),
  txt: type("text/plain", ["txt"], "Text"),
  csv: type("text/csv", ["csv"], "CSV"),
  mp4: type("video/mp4", ["mp4"], "MP4 video"),
  avi: type("video/x-msvideo", ["avi"], "AVI video"),
  mov: type("video/quicktime", ["mov"], "QuickTime video"),
  webm: type("video/webm", ["webm"], "WebM video"),
  mp3: type("audio/mpeg", ["mp3"], "MP3 audio"),
  wav: type("audio/wav", ["wav"], "WAV audio"),
  ogg: type("audio/ogg", ["ogg"], "Ogg audio"),
  zip: type("application/zip", ["zip"], "ZIP archive"),
  rar: type("application/vnd.rar", ["rar"], "RAR archive"),
} as const satisfies Record<string, FileTypeDefinition>;

export type FileTypeName = keyof typeof FILE_TYPES;
export type FileType = (typeof FILE_TYPES)[FileTypeName];

/** Raster images a browser shows and cannot run: the allowlist of every image upload (logos, avatars). */
export const IMAGE_FILE_TYPES = ["png", "jpeg", "gif", "webp"] as const satisfies readonly FileTypeName[];

/** 001 §5 Upload accepts: what a document may be. */
export const DOCUMENT_FILE_TYPES = [
  ...IMAGE_FILE_TYPES,
  "pdf",
  "xls",
  "xlsx",
  "doc",
  "docx",
  "ppt",
  "pptx",
  "txt",
  "csv",
  "mp4",
  "avi",
  "mov",
  "webm",
  "mp3",
  "wav",
  "ogg",
  "zip",
  "rar",
] as const satisfies readonly FileTypeName[];

/** The lower-case extension of a file name ("" when it has none). */
export const fileExtension = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
};

/** The allowed type a file name's extension claims, or null: the claim the bytes must then confirm. */
export function typeForExtension(name: string, allowed: readonly FileTypeName[]): FileTypeName | null {
  const extension = fileExtension(name);
  return (
    allowed.find((candidate) => (FILE_TYPES[candidate].extensions as readonly string[]).includes(extension)) ?? null
  );
}

/** The file input's `accept` for a list of types: a hint for the picker; the server decides from the bytes. */
export const acceptAttribute = (names: readonly FileTypeName[]) =>
  names.map((name) => FILE_TYPES[name].contentType).join(",");

/** The same as extensions (".pdf,.docx,…"): what the document picker offers, since Office types vary by OS. */
export const acceptExtensions = (names: readonly FileTypeName[]) =>
  [...new Set(names.flatMap((name) => FILE_TYPES[name].extensions.map((extension) => `.${extension}`)))].join(",");
