import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import { Avatar } from "~/components/profile/avatar";
import { Button } from "~/components/ui/button";
import { ANNOTATION_PANEL_WIDTH_PX, ANNOTATION_TEXTS, type AnnotationMode } from "~/lib/annotations/constants";
import type { AnnotationView } from "~/lib/annotations/realtime";
import { ANNOTATION_MAX_CHARACTERS, ANNOTATION_TYPES, type AnnotationType } from "~/lib/assets/constants";
import type { ReaderActionData } from "./annotation-form";

/** 001 §3 annotation filters: type, showPrivate and showResolved (both default true), and the page toggle. */
export type AnnotationFilters = {
  type: AnnotationType | "all";
  showPrivate: boolean;
  showResolved: boolean;
  onlyPage: boolean;
};
export const DEFAULT_FILTERS: AnnotationFilters = {
  type: "all",
  showPrivate: true,
  showResolved: true,
  onlyPage: false,
};

export function filterAnnotations(list: AnnotationView[], filters: AnnotationFilters, page: number) {
  return list.filter(
    (annotation) =>
      (filters.type === "all" || annotation.annotationType === filters.type) &&
      (filters.showPrivate || !annotation.isPrivate) &&
      (filters.showResolved || !annotation.isResolved) &&
      (!filters.onlyPage || annotation.pageNumber === page),
  );
}

type PanelProps = {
  annotations: AnnotationView[];
  status: "ready" | "loading" | "failed";
  filters: AnnotationFilters;
  onFilters: (filters: AnnotationFilters) => void;
  page: number;
  mode: AnnotationMode;
  currentVersion: number;
  viewer: { id: string; canAnnotate: boolean; isOrganizationAdmin: boolean };
  selectedId: string | null;
  onSelect: (annotation: AnnotationView) => void;
  onAdd: () => void;
  onRetry: () => void;
  /** The form, when a mode other than 'select' is on. */
  form: ReactNode;
  /** Hydrated: the filters and the page toggle work (they are the browser's; without JavaScript they are not shown). */
  enhanced: boolean;
};

/** The 384 px annotation panel of 001 §2.4: header, filters, list in every state, footer. */
export function AnnotationPanel(props: PanelProps) {
  const { annotations, filters, page } = props;
  const visible = filterAnnotations(annotations, filters, page);
  const filtered = visible.length !== annotations.length;
  return (
    <aside
      aria-labelledby="annotations-title"
      className="flex shrink-0 flex-col border-l bg-background"
      style={{ width: ANNOTATION_PANEL_WIDTH_PX, maxWidth: "100%" }}
    >
      <header className="flex items-center justify-between gap-2 border-b p-3">
        <h2 id="annotations-title" className="font-semibold">
          Annotations{" "}
          <span className="text-sm font-normal text-muted-foreground" data-testid="annotation-count">
            {visible.length}/{annotations.length}
          </span>
        </h2>
        <div className="flex items-center gap-2">
          {props.enhanced ? (
            <Button
              type="button"
              size="sm"
              variant={filters.onlyPage ? "default" : "outline"}
              aria-pressed={filters.onlyPage}
              onClick={() => props.onFilters({ ...filters, onlyPage: !filters.onlyPage })}
            >
              Page {page}
            </Button>
          ) : null}
          {props.viewer.canAnnotate ? (
            props.enhanced ? (
              <Button type="button" size="sm" onClick={props.onAdd}>
                Add
              </Button>
            ) : (
              <a className="btn btn-primary btn-sm" href="#page-comment-text">
                Add
              </a>
            )
          ) : null}
        </div>
      </header>
      <fieldset className="flex flex-wrap items-center gap-3 border-b p-3 text-sm" hidden={!props.enhanced}>
        <legend className="sr-only">Filters</legend>
        <span className="flex items-center gap-1">
          <label htmlFor="annotation-type-filter">Type</label>
          <select
            id="annotation-type-filter"
            className="select"
            value={filters.type}
            onChange={(event) => props.onFilters({ ...filters, type: event.target.value as AnnotationFilters["type"] })}
          >
            <option value="all">All</option>
            {ANNOTATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </span>
        <label className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={filters.showPrivate}
            onChange={(event) => props.onFilters({ ...filters, showPrivate: event.target.checked })}
          />
          Private
        </label>
        <label className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={filters.showResolved}
            onChange={(event) => props.onFilters({ ...filters, showResolved: event.target.checked })}
          />
          Resolved
        </label>
      </fieldset>
      {props.form}
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {props.status === "loading" ? (
          <p role="status">{ANNOTATION_TEXTS.loading}</p>
        ) : props.status === "failed" ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p>{ANNOTATION_TEXTS.failed}</p>
            <Button type="button" variant="outline" onClick={props.onRetry}>
              {ANNOTATION_TEXTS.tryAgain}
            </Button>
          </div>
        ) : annotations.length === 0 ? (
          <div className="flex flex-col items-start gap-2">
            <p>{ANNOTATION_TEXTS.empty}</p>
            {!props.viewer.canAnnotate ? null : props.enhanced ? (
              <Button type="button" variant="outline" onClick={props.onAdd}>
                {ANNOTATION_TEXTS.addFirst}
              </Button>
            ) : (
              <a className="btn btn-outline btn-md" href="#page-comment-text">
                {ANNOTATION_TEXTS.addFirst}
              </a>
            )}
          </div>
        ) : visible.length === 0 ? (
          <div className="flex flex-col items-start gap-2">
            <p>{ANNOTATION_TEXTS.noMatch}</p>
            <Button type="button" variant="outline" onClick={() => props.onFilters(DEFAULT_FILTERS)}>
              {ANNOTATION_TEXTS.clearFilters}
            </Button>
          </div>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Annotation list">
            {visible.map((annotation) => (
              <AnnotationCard
                key={annotation.id}
                annotation={annotation}
                selected={annotation.id === props.selectedId}
                currentVersion={props.currentVersion}
                viewer={props.viewer}
                onSelect={() => props.onSelect(annotation)}
              />
            ))}
          </ul>
        )}
      </div>
      <footer className="border-t p-2 text-xs text-muted-foreground" data-testid="annotation-footer">
        {visible.length} visible · {annotations.length} total · Page {page} · Mode: {props.mode}
        {filtered ? " · filtered" : ""}
      </footer>
    </aside>
  );
}

function AnnotationCard({
  annotation,
  selected,
  currentVersion,
  viewer,
  onSelect,
}: {
  annotation: AnnotationView;
  selected: boolean;
  currentVersion: number;
  viewer: PanelProps["viewer"];
  onSelect: () => void;
}) {
  const resolve = useFetcher<ReaderActionData>();
  const reply = useFetcher<ReaderActionData>();
  const remove = useFetcher<ReaderActionData>();
  const mayDelete = annotation.user.id === viewer.id || viewer.isOrganizationAdmin;
  const author = annotation.user.fullName ?? "A former member";
  return (
    <li
      className={`flex flex-col gap-2 rounded-md border p-3 text-sm ${selected ? "border-blue-600" : ""}`}
      data-annotation-id={annotation.id}
      style={{ borderLeft: `4px solid ${annotation.color}` }}
    >
      <button type="button" onClick={onSelect} className="flex flex-col items-start gap-1 text-left">
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <span className="rounded bg-muted px-1.5 py-0.5 font-medium capitalize">{annotation.annotationType}</span>
          <span>Page {annotation.pageNumber}</span>
          <span className="flex items-center gap-1">
            <Avatar avatarUrl={annotation.user.avatarUrl} name={author} email={author} className="h-5 w-5 text-[9px]" />
            {author}
          </span>
          {annotation.isPrivate ? <span>🔒 Private</span> : null}
          {annotation.isResolved ? <span className="text-green-700 dark:text-green-400">Resolved</span> : null}
          {annotation.anchorStatus === "may_have_moved" ? (
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">{ANNOTATION_TEXTS.mayHaveMoved}</span>
          ) : annotation.anchorStatus === "moved" ? (
            <span>{ANNOTATION_TEXTS.moved}</span>
          ) : null}
          {!annotation.selectedText && annotation.versionNumber < currentVersion ? (
            <span>on version {annotation.versionNumber}</span>
          ) : null}
        </span>
        {annotation.selectedText ? <q className="italic text-muted-foreground">{annotation.selectedText}</q> : null}
        <span className="whitespace-pre-wrap">{annotation.content.text}</span>
      </button>
      {annotation.replies.length ? (
        <ul className="ml-3 flex flex-col gap-1 border-l pl-2" aria-label="Replies">
          {annotation.replies.map((item) => (
            <li key={item.id}>
              <span className="inline-flex items-center gap-1 font-medium">
                <Avatar
                  avatarUrl={item.user.avatarUrl}
                  name={item.user.fullName ?? "A former member"}
                  email={item.user.fullName ?? "A former member"}
                  className="h-4 w-4 text-[8px]"
                />
                {item.user.fullName ?? "A former member"}:
              </span>{" "}
              {item.content}
            </li>
          ))}
        </ul>
      ) : null}
      {viewer.canAnnotate ? (
        <div className="flex flex-col gap-2">
          <reply.Form key={annotation.replies.length} method="post" className="flex gap-2">
            <input type="hidden" name="intent" value="reply" />
            <input type="hidden" name="annotationId" value={annotation.id} />
            <label className="sr-only" htmlFor={`reply-${annotation.id}`}>
              Reply
            </label>
            <input
              id={`reply-${annotation.id}`}
              name="content"
              className="input h-8 flex-1"
              placeholder="Reply"
              required
              maxLength={ANNOTATION_MAX_CHARACTERS}
            />
            <Button type="submit" size="sm" variant="outline">
              Reply
            </Button>
          </reply.Form>
          <div className="flex gap-2">
            <resolve.Form method="post">
              <input type="hidden" name="intent" value="resolve" />
              <input type="hidden" name="annotationId" value={annotation.id} />
              <input type="hidden" name="resolved" value={annotation.isResolved ? "false" : "true"} />
              <Button type="submit" size="sm" variant="ghost">
                {annotation.isResolved ? "Reopen" : "Resolve"}
              </Button>
            </resolve.Form>
            {mayDelete ? (
              <details className="text-sm">
                <summary className="btn btn-ghost btn-sm cursor-pointer list-none">Delete</summary>
                <remove.Form method="post" className="mt-1 flex flex-col gap-1 rounded border p-2">
                  <p>{ANNOTATION_TEXTS.deleteConfirm}</p>
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="annotationId" value={annotation.id} />
                  <Button type="submit" size="sm" variant="destructive">
                    Delete annotation
                  </Button>
                </remove.Form>
              </details>
            ) : null}
          </div>
          {[resolve, reply, remove].map((fetcher, index) =>
            fetcher.data?.refusal ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: three fixed fetchers
              <p key={index} role="alert" className="text-destructive">
                {fetcher.data.refusal}
              </p>
            ) : null,
          )}
        </div>
      ) : null}
    </li>
  );
}
