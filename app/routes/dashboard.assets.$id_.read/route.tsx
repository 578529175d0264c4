// The reader (/dashboard/assets/{id}/read): the PDF with its shared, live annotations. Without JavaScript it is
// the extracted text per page, the annotation list and real forms for a page comment, replies, resolve, delete.
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { type ComponentType, type KeyboardEvent, useCallback, useEffect, useState } from "react";
import { loadReader } from "~/.server/annotations/reader";
import { READER_PAGE_READS } from "~/.server/assets/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { AnnotationPanel, DEFAULT_FILTERS, filterAnnotations } from "~/components/reader/annotation-panel";
import type { PdfViewerProps } from "~/components/reader/pdf-viewer.client";
import type { PageSelection } from "~/components/reader/types";
import { useLiveAnnotations } from "~/components/reader/use-live-annotations";
import { Button } from "~/components/ui/button";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";
import { onFirstUse, prefetch, useFirstUse } from "~/components/use-first-use";
import {
  ANNOTATION_MODES,
  ANNOTATION_TEXTS,
  type AnnotationMode,
  readerDocumentUrl,
  readerDownloadUrl,
} from "~/lib/annotations/constants";
import type { AnnotationView } from "~/lib/annotations/realtime";
import { ASSET_ROOM_CLOSE } from "~/lib/annotations/room";
import type { AnnotationPosition } from "~/lib/annotations/schemas";
import { ANNOTATION_MAX_CHARACTERS } from "~/lib/assets/constants";
import { cn } from "~/lib/platform/class-names";
import { breadcrumbNamedBy } from "~/lib/shell/navigation";
import { submitReaderForm } from "./actions.server";

export const handle = breadcrumbNamedBy<SerializeFrom<typeof loader>>((data) => data.asset.title);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.asset.title} · Reader · BoardRoom` : "Reader · BoardRoom" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const assetId = params.id ?? "";
  return orErrorPage(loadReader(ctx, assetId, context.services.prefetchedPage(READER_PAGE_READS, { assetId })));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const answer = await submitReaderForm(ctx, params.id ?? "", await request.formData());
  return "refusal" in answer ? data(answer, { status: answer.status }) : answer;
}

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/** The annotation form (colours, opacity, counter) is interaction only: fetched once the viewer is up. */
const annotationFormCode = onFirstUse(() => import("~/components/reader/annotation-form"));

export default function ReaderPage() {
  const { asset, annotations: loaded, pages, viewer } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const live = useLiveAnnotations(asset.id, loaded);
  const [Viewer, setViewer] = useState<ComponentType<PdfViewerProps> | null>(null);
  const [viewerError, setViewerError] = useState<string | null>(null);
  const [pageCount, setPageCount] = useState(asset.pageCount ?? pages.length);
  const [pageText, setPageText] = useState<((pageNumber: number) => Promise<string>) | null>(null);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(3);
  const [mode, setMode] = useState<AnnotationMode>("select");
  const [selection, setSelection] = useState<PageSelection | null>(null);
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [showPanel, setShowPanel] = useState(true);
  const [showAnnotations, setShowAnnotations] = useState(true);
  const isPdf = asset.mimeType === "application/pdf";
  const [formModule, loadForm] = useFirstUse(annotationFormCode);

  // pdf.js loads here only, after hydration: the shell and every other page never fetch it.
  useEffect(() => {
    if (!isPdf) return;
    void import("~/components/reader/pdf-viewer.client").then(
      (module) => setViewer(() => module.default),
      () => setViewerError("The viewer could not be loaded."),
    );
  }, [isPdf]);

  const onDocument = useCallback((info: { pageCount: number; pageText: (pageNumber: number) => Promise<string> }) => {
    setPageCount(info.pageCount);
    setPageText(() => info.pageText);
  }, []);
  const goTo = useCallback(
    (target: number) => setPage(Math.min(Math.max(1, target), Math.max(1, pageCount))),
    [pageCount],
  );
  const mayRemeasure = useCallback(
    (annotation: AnnotationView) => viewer.canAnnotate && (annotation.user.id === viewer.id || viewer.canEditDocument),
    [viewer],
  );
  const onRemeasured = useCallback(
    (annotationId: string, position: AnnotationPosition) => void storeRemeasured(asset.id, annotationId, position),
    [asset.id],
  );
  const closeForm = useCallback(() => {
    setMode("select");
    setSelection(null);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    const zoomBy = (delta: number) => setZoom((z) => Math.min(ZOOMS.length - 1, Math.max(0, z + delta)));
    const moves: Record<string, () => void> = {
      arrowright: () => goTo(page + 1),
      pagedown: () => goTo(page + 1),
      arrowleft: () => goTo(page - 1),
      pageup: () => goTo(page - 1),
      home: () => goTo(1),
      end: () => goTo(pageCount),
      "+": () => zoomBy(1),
      "=": () => zoomBy(1),
      "-": () => zoomBy(-1),
    };
    const move = moves[event.key.toLowerCase()];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  const selected = live.annotations.find((annotation) => annotation.id === selectedId) ?? null;
  const enhanced = Viewer !== null;
  const formMode = mode === "select" ? null : mode;
  const AnnotationForm = formModule?.AnnotationForm;

  useEffect(() => {
    if (enhanced && viewer.canAnnotate) prefetch(annotationFormCode);
  }, [enhanced, viewer.canAnnotate]);
  useEffect(() => {
    if (formMode && !AnnotationForm) void loadForm().catch(() => setViewerError("The form could not be loaded."));
  }, [formMode, AnnotationForm, loadForm]);

  return (
    <section className="flex h-[calc(100vh-8rem)] min-h-[32rem] flex-col gap-2" aria-labelledby="page-title">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="page-title" className="truncate text-xl font-semibold">
          {asset.title}
          <span className="ml-2 text-sm font-normal text-muted-foreground">Version {asset.currentVersion}</span>
        </h1>
        <div className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground" aria-live="polite">
            {enhanced && !live.revoked ? (live.live ? "Live" : "Connecting...") : ""}
          </span>
          <a className="btn btn-outline btn-sm" href={readerDownloadUrl(asset.id)}>
            Download
          </a>
        </div>
      </header>
      <StatusMessage message={actionData && "ok" in actionData ? actionData.ok : null} />
      {viewer.readOnlyBecause ? (
        <p
          className={cn(
            "rounded-md border border-amber-600/40 bg-amber-500/10 px-3 py-2 text-sm",
            "text-amber-900 dark:text-amber-200",
          )}
        >
          {viewer.readOnlyBecause} {ANNOTATION_TEXTS.readOnly}
        </p>
      ) : null}
      {live.revoked ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
          {ASSET_ROOM_CLOSE.accessRevoked.reason}
        </p>
      ) : null}
      <RefusalMessage message={actionData && "refusal" in actionData ? actionData.refusal : null} />
      {enhanced ? (
        <Toolbar
          page={page}
          pageCount={pageCount}
          goTo={goTo}
          zoom={ZOOMS[zoom]}
          onZoom={(delta) => setZoom((z) => Math.min(ZOOMS.length - 1, Math.max(0, z + delta)))}
          mode={mode}
          onMode={(next) => {
            setMode(next);
            if (next === "drawing") setSelection(null);
          }}
          canAnnotate={viewer.canAnnotate}
          showAnnotations={showAnnotations}
          onShowAnnotations={() => setShowAnnotations((on) => !on)}
          showPanel={showPanel}
          onShowPanel={() => setShowPanel((on) => !on)}
          pageText={pageText}
        />
      ) : null}
      <div className="flex min-h-0 flex-1 gap-2">
        <section
          className={cn(
            "flex min-w-0 flex-1 flex-col overflow-auto rounded-md border bg-muted/40 p-2",
            "focus-visible:outline focus-visible:outline-2",
          )}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the page area takes the reader's keys (pages, zoom)
          tabIndex={0}
          aria-label={`Document, page ${page} of ${pageCount}`}
          onKeyDown={onKeyDown}
        >
          {Viewer ? (
            <Viewer
              url={readerDocumentUrl(asset.id)}
              page={page}
              scale={ZOOMS[zoom]}
              drawing={mode === "drawing"}
              showAnnotations={showAnnotations}
              annotations={filterAnnotations(live.annotations, filters, page)}
              selectedId={selectedId}
              onDocument={onDocument}
              onPage={goTo}
              onSelection={setSelection}
              onSelectAnnotation={setSelectedId}
              onError={setViewerError}
              mayRemeasure={mayRemeasure}
              onRemeasured={onRemeasured}
            />
          ) : (
            <DocumentText pages={pages} extractionStatus={asset.extractionStatus} />
          )}
          {viewerError ? (
            <p role="alert" className="p-3 text-sm text-destructive">
              {viewerError}
            </p>
          ) : null}
        </section>
        {showPanel ? (
          <AnnotationPanel
            annotations={live.annotations}
            status={live.status}
            filters={filters}
            onFilters={setFilters}
            page={page}
            mode={mode}
            currentVersion={asset.currentVersion}
            viewer={viewer}
            selectedId={selectedId}
            onSelect={(annotation) => {
              setSelectedId(annotation.id);
              goTo(annotation.pageNumber);
            }}
            onAdd={() => setMode("comment")}
            onRetry={() => void live.reload()}
            enhanced={enhanced}
            form={
              <>
                {enhanced && mode === "select" && selection?.quote && viewer.canAnnotate ? (
                  <div className="flex flex-col gap-2 border-b p-3 text-sm">
                    <p>
                      Selected on page {selection.pageNumber}: <q className="italic">{selection.quote}</q>
                    </p>
                    <div className="flex gap-2">
                      <Button type="button" size="sm" onClick={() => setMode("highlight")}>
                        Highlight
                      </Button>
                      <Button type="button" size="sm" variant="outline" onClick={() => setMode("comment")}>
                        Comment
                      </Button>
                    </div>
                  </div>
                ) : null}
                {enhanced && formMode && viewer.canAnnotate && AnnotationForm ? (
                  <AnnotationForm
                    key={formMode}
                    mode={formMode}
                    pageNumber={page}
                    selection={selection}
                    onDone={closeForm}
                  />
                ) : null}
                {!enhanced && viewer.canAnnotate ? <PageCommentForm pageCount={pageCount} /> : null}
              </>
            }
          />
        ) : null}
      </div>
      {selected ? (
        <div
          role="dialog"
          aria-label="Selected annotation"
          className="fixed bottom-4 left-4 z-50 max-w-sm rounded-md bg-blue-600 p-3 text-sm text-white shadow-lg"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="font-medium">
              Page {selected.pageNumber} · {selected.user.fullName ?? "A former member"}
            </p>
            <button
              type="button"
              onClick={() => setSelectedId(null)}
              className="rounded px-1 focus-visible:outline focus-visible:outline-2"
              aria-label="Close"
            >
              ×
            </button>
          </div>
          <p className="mt-1 whitespace-pre-wrap">{selected.commentText ?? selected.content.text}</p>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Stores rectangles measured again on the current version (the annotation update path, as JSON): the room then
 * tells every reader. A refusal or a lost connection leaves the old ones, which the next such reader fixes.
 */
async function storeRemeasured(assetId: string, annotationId: string, position: AnnotationPosition) {
  const path = `/api/assets/${encodeURIComponent(assetId)}/annotations/${encodeURIComponent(annotationId)}`;
  try {
    await fetch(path, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ position }),
    });
  } catch {
    // Offline or refused: the highlight is still drawn where its words are, for this reader.
  }
}

function Toolbar(props: {
  page: number;
  pageCount: number;
  goTo: (page: number) => void;
  zoom: number;
  onZoom: (delta: number) => void;
  mode: AnnotationMode;
  onMode: (mode: AnnotationMode) => void;
  canAnnotate: boolean;
  showAnnotations: boolean;
  onShowAnnotations: () => void;
  showPanel: boolean;
  onShowPanel: () => void;
  pageText: ((pageNumber: number) => Promise<string>) | null;
}) {
  const [query, setQuery] = useState("");
  const [matches, setMatches] = useState<number[] | null>(null);
  const search = async () => {
    const wanted = query.trim().toLowerCase();
    if (!wanted || !props.pageText) return;
    const found: number[] = [];
    for (let pageNumber = 1; pageNumber <= props.pageCount; pageNumber++) {
      if ((await props.pageText(pageNumber)).toLowerCase().replace(/\s+/g, " ").includes(wanted))
        found.push(pageNumber);
    }
    setMatches(found);
    if (found.length) props.goTo(found.find((p) => p >= props.page) ?? found[0]);
  };
  const nextMatch = () => {
    if (!matches?.length) return;
    props.goTo(matches.find((p) => p > props.page) ?? matches[0]);
  };
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border p-2 text-sm" role="toolbar" aria-label="Reader">
      <Button type="button" size="sm" variant="outline" onClick={() => props.goTo(props.page - 1)}>
        Previous page
      </Button>
      <label className="flex items-center gap-1">
        Page
        <input
          className="input h-8 w-16"
          type="number"
          min={1}
          max={props.pageCount}
          value={props.page}
          onChange={(event) => props.goTo(Number(event.target.value))}
        />
        of {props.pageCount}
      </label>
      <Button type="button" size="sm" variant="outline" onClick={() => props.goTo(props.page + 1)}>
        Next page
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => props.onZoom(-1)} aria-label="Zoom out">
        −
      </Button>
      <span aria-live="polite">{Math.round(props.zoom * 100)}%</span>
      <Button type="button" size="sm" variant="ghost" onClick={() => props.onZoom(1)} aria-label="Zoom in">
        +
      </Button>
      <search className="flex items-center gap-1">
        <form
          className="flex items-center gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            void search();
          }}
        >
          <label className="sr-only" htmlFor="reader-search">
            Search in document
          </label>
          <input
            id="reader-search"
            className="input h-8 w-40"
            type="search"
            placeholder="Search in document"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setMatches(null);
            }}
          />
          <Button type="submit" size="sm" variant="outline">
            Find
          </Button>
          {matches ? (
            <>
              <span aria-live="polite">
                {matches.length === 0 ? "No matches" : `${matches.length} page${matches.length === 1 ? "" : "s"} match`}
              </span>
              {matches.length > 1 ? (
                <Button type="button" size="sm" variant="ghost" onClick={nextMatch}>
                  Next match
                </Button>
              ) : null}
            </>
          ) : null}
        </form>
      </search>
      {props.canAnnotate ? (
        <fieldset className="flex items-center gap-1">
          <legend className="sr-only">Mode</legend>
          {ANNOTATION_MODES.map((mode) => (
            <Button
              key={mode}
              type="button"
              size="sm"
              variant={props.mode === mode ? "default" : "ghost"}
              aria-pressed={props.mode === mode}
              onClick={() => props.onMode(mode)}
              className="capitalize"
            >
              {mode}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-pressed={props.showAnnotations}
        onClick={props.onShowAnnotations}
      >
        {props.showAnnotations ? "Hide annotations" : "Show annotations"}
      </Button>
      <Button type="button" size="sm" variant="ghost" aria-pressed={props.showPanel} onClick={props.onShowPanel}>
        {props.showPanel ? "Hide panel" : "Show panel"}
      </Button>
    </div>
  );
}

/** The document's extracted text, page by page: what a reader without JavaScript reads. */
function DocumentText({
  pages,
  extractionStatus,
}: {
  pages: { pageNumber: number; text: string }[];
  extractionStatus: string;
}) {
  if (pages.length === 0) {
    return (
      <p className="p-3 text-sm text-muted-foreground">
        {extractionStatus === "pending"
          ? "The text of this document is being extracted. Download it to read it now."
          : extractionStatus === "failed"
            ? "The text of this document could not be extracted. Download it to read it."
            : "This document has no text to show here. Download it to read it."}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4 p-3">
      {pages.map((page) => (
        <article
          key={page.pageNumber}
          aria-labelledby={`text-page-${page.pageNumber}`}
          className="rounded bg-background p-3"
        >
          <h2 id={`text-page-${page.pageNumber}`} className="mb-1 text-sm font-semibold">
            Page {page.pageNumber}
          </h2>
          <p className="whitespace-pre-wrap text-sm">{page.text}</p>
        </article>
      ))}
    </div>
  );
}

/** The page comment of a reader without JavaScript: a page number and the text, one real form post. */
function PageCommentForm({ pageCount }: { pageCount: number }) {
  return (
    <Form method="post" className="flex flex-col gap-2 border-b p-3" aria-labelledby="page-comment-title">
      <h3 id="page-comment-title" className="font-semibold">
        Add Comment
      </h3>
      <input type="hidden" name="intent" value="comment" />
      <label className="flex flex-col gap-1 text-sm">
        Page number
        <input
          className="input h-8 w-24"
          type="number"
          name="pageNumber"
          min={1}
          max={pageCount || undefined}
          defaultValue={1}
          required
        />
      </label>
      <label className="flex flex-col gap-1 text-sm" htmlFor="page-comment-text">
        Comment
      </label>
      <textarea
        id="page-comment-text"
        className="textarea"
        name="text"
        rows={3}
        maxLength={ANNOTATION_MAX_CHARACTERS}
        required
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="isPrivate" />
        Private (only you will see it)
      </label>
      <Button type="submit" size="sm">
        Add comment
      </Button>
    </Form>
  );
}
