import type { AnnotationPosition } from "~/lib/annotations/schemas";

export type PageRect = AnnotationPosition["boundingRect"];
/** What the reader picked on a page: the real selected words with their rectangles, or a drawn rectangle. */
export type PageSelection = { pageNumber: number; quote: string | null; rects: PageRect[]; boundingRect: PageRect };
