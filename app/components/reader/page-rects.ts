// Rectangles in page units (PDF points from the page's top-left, 001 §3), as the reader stores them: measured from
// client rects of pdf.js's text layer or from a drawn area, relative to the page box and divided by the zoom.
import type { PageRect } from "./types";

/** One rectangle from page-box pixels at `scale`, rounded to hundredths; null when it has no extent. */
export function toPageRect(left: number, top: number, right: number, bottom: number, scale: number): PageRect | null {
  const clamp = (value: number) => Math.max(0, Math.round((value / scale) * 100) / 100);
  const x1 = clamp(left);
  const y1 = clamp(top);
  const x2 = clamp(right);
  const y2 = clamp(bottom);
  if (x2 < x1 || y2 < y1) return null;
  return { x1, y1, x2, y2, width: Math.round((x2 - x1) * 100) / 100, height: Math.round((y2 - y1) * 100) / 100 };
}

/** The client rects of a range (a selection, a quote found again) in page units. */
export function rangeToPageRects(range: Range, pageBox: DOMRect, scale: number): PageRect[] {
  return [...range.getClientRects()]
    .filter((rect) => rect.width > 0 && rect.height > 0)
    .map((rect) =>
      toPageRect(
        rect.left - pageBox.left,
        rect.top - pageBox.top,
        rect.right - pageBox.left,
        rect.bottom - pageBox.top,
        scale,
      ),
    )
    .filter((rect): rect is PageRect => rect !== null);
}

export function union(rects: PageRect[]): PageRect {
  const x1 = Math.min(...rects.map((rect) => rect.x1));
  const y1 = Math.min(...rects.map((rect) => rect.y1));
  const x2 = Math.max(...rects.map((rect) => rect.x2));
  const y2 = Math.max(...rects.map((rect) => rect.y2));
  return { x1, y1, x2, y2, width: Math.round((x2 - x1) * 100) / 100, height: Math.round((y2 - y1) * 100) / 100 };
}
