// Watermarking (issue 10): a PDF leaving through a download or the reader carries, on every page, who read it
// and when, so a leaked board paper is traceable. The stamp is made per reader; the original in R2 is untouched.
import { degrees, PDFDocument, rgb, StandardFonts } from "pdf-lib";

export type WatermarkReader = { name: string | null; email: string; at: Date };

/** The standard fonts encode WinAnsi only: other characters become "?" rather than failing the stamp. */
const encodable = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, "?");

export const watermarkText = (reader: WatermarkReader) => {
  const time = `${reader.at.toISOString().replace("T", " ").slice(0, 16)} UTC`;
  return encodable([reader.name, reader.email, time].filter(Boolean).join(" · "));
};

/** The PDF with the reader's stamp on every page: a line in the footer and a faint diagonal across the page. */
export async function watermarkPdf(bytes: Uint8Array | ArrayBuffer, reader: WatermarkReader): Promise<Uint8Array> {
  const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const text = watermarkText(reader);
  for (const page of document.getPages()) {
    const { width, height } = page.getSize();
    page.drawText(text, { x: 24, y: 12, size: 8, font, color: rgb(0.35, 0.35, 0.35), opacity: 0.9 });
    const size = Math.max(10, Math.min(28, (Math.hypot(width, height) * 0.8) / Math.max(1, text.length) / 0.5));
    page.drawText(text, {
      x: width * 0.12,
      y: height * 0.2,
      size,
      font,
      color: rgb(0.6, 0.6, 0.6),
      opacity: 0.18,
      rotate: degrees((Math.atan2(height, width) * 180) / Math.PI),
    });
  }
  return document.save();
}
