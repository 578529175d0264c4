// The PDF viewer (pdf.js, browser only: it does not start in workerd). This module is imported dynamically by the
// reader page alone, so pdf.js and its worker (emitted into build/client by Vite's ?url, served from our origin)
// load only there.
import * as pdfjs from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { type PointerEvent, type RefObject, useEffect, useRef, useState } from "react";
import { MAX_RECTS_PER_ANNOTATION } from "~/lib/annotations/constants";
import type { AnnotationView } from "~/lib/annotations/realtime";
import { type AnnotationPosition, needsRemeasuring } from "~/lib/annotations/schemas";
import { cn } from "~/lib/platform/class-names";
import { findQuoteRange } from "./find-quote";
import { rangeToPageRects, toPageRect, union } from "./page-rects";
import "./text-layer.css";
import type { PageSelection } from "./types";

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfViewerProps = {
  url: string;
  page: number;
  scale: number;
  drawing: boolean;
  showAnnotations: boolean;
  annotations: AnnotationView[];
  selectedId: string | null;
  onDocument: (info: { pageCount: number; pageText: (pageNumber: number) => Promise<string> }) => void;
  onPage: (pageNumber: number) => void;
  onSelection: (selection: PageSelection | null) => void;
  onSelectAnnotation: (id: string) => void;
  onError: (message: string) => void;
  /** Whether this reader may store rectangles measured again on the current version (author or editor). */
  mayRemeasure: (annotation: AnnotationView) => boolean;
  /** Rectangles of a re-anchored annotation measured on this version's text layer, to store once. */
  onRemeasured: (annotationId: string, position: AnnotationPosition) => void;
};

export default function PdfViewer(props: PdfViewerProps) {
  const { url, page, scale, onDocument, onError } = props;
  const [pdf, setPdf] = useState<pdfjs.PDFDocumentProxy | null>(null);

  useEffect(() => {
    const task = pdfjs.getDocument({ url, isEvalSupported: false });
    task.promise.then(
      (loaded) => {
        setPdf(loaded);
        const texts = new Map<number, Promise<string>>();
        onDocument({
          pageCount: loaded.numPages,
          pageText: (pageNumber) => {
            const known = texts.get(pageNumber);
            if (known) return known;
            const text = loaded
              .getPage(pageNumber)
              .then((p) => p.getTextContent())
              .then((content) => content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
            texts.set(pageNumber, text);
            return text;
          },
        });
      },
      () => onError("The document could not be opened."),
    );
    return () => {
      void task.destroy();
    };
  }, [url, onDocument, onError]);

  if (!pdf) return <p className="p-6 text-sm text-muted-foreground">Loading document...</p>;
  return (
    <div className="flex min-h-0 flex-1 gap-3">
      <Thumbnails pdf={pdf} current={page} onPage={props.onPage} />
      <div className="min-w-0 flex-1 overflow-auto">
        <PdfPage {...props} pdf={pdf} pageNumber={page} scale={scale} />
      </div>
    </div>
  );
}

function PdfPage(props: PdfViewerProps & { pdf: pdfjs.PDFDocumentProxy; pageNumber: number }) {
  const { pdf, pageNumber, scale, drawing, onSelection } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [draft, setDraft] = useState<{ x: number; y: number; x2: number; y2: number } | null>(null);
  const [textReady, setTextReady] = useState(false);
  const measured = useRemeasured(props, textRef, pageRef, textReady);

  useEffect(() => {
    let cancelled = false;
    let renderTask: pdfjs.RenderTask | null = null;
    let textLayer: pdfjs.TextLayer | null = null;
    void pdf.getPage(pageNumber).then(async (page) => {
      if (cancelled) return;
      const viewport = page.getViewport({ scale });
      const canvas = canvasRef.current;
      const container = textRef.current;
      if (!canvas || !container) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${viewport.width}px`;
      canvas.style.height = `${viewport.height}px`;
      setSize({ width: viewport.width, height: viewport.height });
      renderTask = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      container.replaceChildren();
      pageRef.current?.style.setProperty("--scale-factor", String(scale));
      pageRef.current?.style.setProperty("--total-scale-factor", String(scale));
      textLayer = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
      await Promise.allSettled([renderTask.promise, textLayer.render()]);
      if (cancelled) return;
      pageRef.current?.setAttribute("data-rendered", String(pageNumber));
      setTextReady(true);
    });
    return () => {
      cancelled = true;
      setTextReady(false);
      renderTask?.cancel();
      textLayer?.cancel();
      pageRef.current?.removeAttribute("data-rendered");
    };
  }, [pdf, pageNumber, scale]);

  // The real selection of the text layer, in page units (PDF points from the page's top-left).
  const readSelection = () => {
    const selection = window.getSelection();
    const container = textRef.current;
    const pageBox = pageRef.current?.getBoundingClientRect();
    if (!selection || selection.isCollapsed || !container || !pageBox) return;
    const range = selection.getRangeAt(0);
    if (!container.contains(range.commonAncestorContainer)) return;
    const quote = selection.toString().replace(/\s+/g, " ").trim();
    if (!quote) return;
    const rects = rangeToPageRects(range, pageBox, scale);
    if (rects.length === 0) return;
    onSelection({ pageNumber, quote: quote.slice(0, 2000), rects, boundingRect: union(rects) });
  };

  const pointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  // A re-anchored highlight is drawn where its words now are, once measured on this version's text layer.
  const visible = props.showAnnotations
    ? props.annotations.flatMap((annotation) => {
        const position = measured.get(annotation.id) ?? annotation.position;
        return annotation.pageNumber === pageNumber && position ? [{ annotation, position }] : [];
      })
    : [];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: reads the text selection made with mouse or keyboard
    <div
      ref={pageRef}
      className="reader-page relative mx-auto bg-white shadow"
      style={size ? { width: size.width, height: size.height } : undefined}
      data-page-number={pageNumber}
      onMouseUp={drawing ? undefined : readSelection}
      onKeyUp={drawing ? undefined : readSelection}
    >
      <canvas ref={canvasRef} className="absolute inset-0" />
      {visible.map(({ annotation, position }) => (
        <div
          key={annotation.id}
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 z-[1]"
          data-marks-annotation={annotation.id}
        >
          {(position.rects.length ? position.rects : [position.boundingRect]).map((rect, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: rectangles of one annotation never reorder
              key={index}
              className={annotation.id === props.selectedId ? "absolute ring-2 ring-blue-600" : "absolute"}
              style={{
                left: rect.x1 * scale,
                top: rect.y1 * scale,
                width: rect.width * scale,
                height: rect.height * scale,
                ...(annotation.annotationType === "highlight"
                  ? { backgroundColor: annotation.color, opacity: annotation.opacity }
                  : { border: `2px solid ${annotation.color}` }),
              }}
            />
          ))}
        </div>
      ))}
      <div ref={textRef} className="textLayer" />
      {visible.map(({ annotation, position }) => (
        <button
          key={annotation.id}
          type="button"
          className={cn(
            "absolute z-[3] h-3 w-3 -translate-x-1/2 -translate-y-1/2 rounded-full border border-white shadow",
            "focus-visible:outline focus-visible:outline-2",
          )}
          style={{
            left: position.boundingRect.x2 * scale,
            top: position.boundingRect.y1 * scale,
            backgroundColor: annotation.color,
          }}
          aria-label={`Annotation by ${annotation.user.fullName ?? "a reader"}: ${annotation.content.text}`}
          onClick={() => props.onSelectAnnotation(annotation.id)}
        />
      ))}
      {drawing ? (
        <div
          className="absolute inset-0 z-[4] cursor-crosshair"
          role="presentation"
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            const { x, y } = pointer(event);
            setDraft({ x, y, x2: x, y2: y });
          }}
          onPointerMove={(event) => {
            if (!draft) return;
            const { x, y } = pointer(event);
            setDraft({ ...draft, x2: x, y2: y });
          }}
          onPointerUp={() => {
            if (draft) {
              const rect = toPageRect(
                Math.min(draft.x, draft.x2),
                Math.min(draft.y, draft.y2),
                Math.max(draft.x, draft.x2),
                Math.max(draft.y, draft.y2),
                scale,
              );
              if (rect && rect.width * scale > 4 && rect.height * scale > 4) {
                onSelection({ pageNumber, quote: null, rects: [rect], boundingRect: rect });
              }
            }
            setDraft(null);
          }}
        >
          {draft ? (
            <div
              className="absolute border-2 border-dashed border-blue-600"
              style={{
                left: Math.min(draft.x, draft.x2),
                top: Math.min(draft.y, draft.y2),
                width: Math.abs(draft.x2 - draft.x),
                height: Math.abs(draft.y2 - draft.y),
              }}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function Thumbnails({
  pdf,
  current,
  onPage,
}: {
  pdf: pdfjs.PDFDocumentProxy;
  current: number;
  onPage: (pageNumber: number) => void;
}) {
  const pages = Array.from({ length: Math.min(pdf.numPages, 500) }, (_, index) => index + 1);
  return (
    <nav aria-label="Pages" className="hidden w-28 shrink-0 overflow-y-auto md:block">
      <ol className="flex flex-col gap-2">
        {pages.map((pageNumber) => (
          <li key={pageNumber}>
            <button
              type="button"
              onClick={() => onPage(pageNumber)}
              aria-current={pageNumber === current ? "page" : undefined}
              className={cn(
                "flex w-full flex-col items-center gap-1 rounded border p-1 text-xs",
                "focus-visible:outline focus-visible:outline-2",
                pageNumber === current ? "border-blue-600" : "border-transparent",
              )}
            >
              <Thumbnail pdf={pdf} pageNumber={pageNumber} />
              Page {pageNumber}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A small rendering of one page, drawn when it scrolls into view. */
function Thumbnail({ pdf, pageNumber }: { pdf: pdfjs.PDFDocumentProxy; pageNumber: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let task: pdfjs.RenderTask | null = null;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void pdf.getPage(pageNumber).then((page) => {
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: 96 / base.width });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        task = page.render({ canvas, viewport });
        task.promise.catch(() => {});
      });
    });
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      task?.cancel();
    };
  }, [pdf, pageNumber]);
  return <canvas ref={canvasRef} className="w-24 bg-white shadow-sm" />;
}

/**
 * The rectangles of this page's re-anchored annotations, measured by finding each quote in the rendered text
 * layer; those this reader may fix are handed to `onRemeasured` once, so the next readers get them from the server.
 */
function useRemeasured(
  props: PdfViewerProps & { pageNumber: number },
  textRef: RefObject<HTMLDivElement | null>,
  pageRef: RefObject<HTMLDivElement | null>,
  textReady: boolean,
): Map<string, AnnotationPosition> {
  const { annotations, pageNumber, scale, mayRemeasure, onRemeasured } = props;
  const [measured, setMeasured] = useState<Map<string, AnnotationPosition>>(() => new Map());
  const sent = useRef(new Set<string>());
  useEffect(() => {
    const container = textRef.current;
    const pageBox = pageRef.current?.getBoundingClientRect();
    if (!textReady || !container || !pageBox) return;
    const found = new Map<string, AnnotationPosition>();
    for (const annotation of annotations) {
      if (annotation.pageNumber !== pageNumber || !annotation.selectedText || !needsRemeasuring(annotation)) continue;
      const range = findQuoteRange(container, annotation.selectedText);
      const rects = range ? rangeToPageRects(range, pageBox, scale).slice(0, MAX_RECTS_PER_ANNOTATION) : [];
      if (rects.length === 0) continue;
      const position = { pageNumber, rects, boundingRect: union(rects) };
      found.set(annotation.id, position);
      if (!sent.current.has(annotation.id) && mayRemeasure(annotation)) {
        sent.current.add(annotation.id);
        onRemeasured(annotation.id, position);
      }
    }
    setMeasured(found);
  }, [annotations, pageNumber, scale, textReady, mayRemeasure, onRemeasured, textRef, pageRef]);
  return measured;
}
