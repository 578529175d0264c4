// The pack page's panels around the book: the compiled book's status and download, and the managers' forms to
// add papers and sections. Plain forms: they work without JavaScript.
import { Form, Link, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { IntentInput } from "~/components/intent-input";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Pager } from "~/components/ui/pager";
import { BOARD_PACK_SEARCH_MAX, COMPILE_STATUS_LABELS } from "~/lib/board-packs/constants";
import { formatDateTime } from "~/lib/platform/dates";
import { useTimeZone } from "../use-time-zone";
import type { BoardPackView } from "./pack-contents";

const WAITING = new Set(["pending", "compiling"]);
const POLL_MS = 3000;

/** The compiled book: its status, its reason when it failed, and the download once it is ready. */
export function CompiledBookPanel({ view }: { view: BoardPackView }) {
  const { pack } = view;
  const timeZone = useTimeZone();
  const revalidator = useRevalidator();
  const waiting = WAITING.has(pack.compileStatus);
  // With JavaScript the status refreshes by itself while the queue works; without it, a reload shows it.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);
  return (
    <section aria-labelledby="book-title" className="flex flex-col gap-2 rounded-lg border p-4">
      <h2 id="book-title" className="text-lg font-semibold">
        Compiled book
      </h2>
      <p role="status" className="text-sm">
        {COMPILE_STATUS_LABELS[pack.compileStatus]}
        {pack.compileStatus === "done" && pack.compiledPageCount ? ` · ${pack.compiledPageCount} pages` : null}
        {pack.compileStatus === "done" && pack.compiledAt ? ` · ${formatDateTime(pack.compiledAt, timeZone)}` : null}
      </p>
      {pack.compileStatus === "failed" && pack.compileError ? (
        <p className="text-sm text-destructive">{pack.compileError}</p>
      ) : null}
      {waiting ? (
        <p className="text-sm text-muted-foreground">
          <Link to={`/dashboard/board-packs/${pack.id}`}>Reload</Link> to see when it is ready.
        </p>
      ) : null}
      {pack.hasBook && pack.compileStatus === "done" ? (
        <div>
          <Button asChild variant="outline">
            <a href={`/resources/board-pack-book/${pack.id}`} download>
              Download the book (PDF)
            </a>
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Managers add a document of the organisation as a paper, in a section or before them. The documents they may add
 * come a page at a time, with a search by title (plain GET links and forms: they work without JavaScript).
 */
export function AddPaperForm({ view }: { view: BoardPackView }) {
  const picker = view.candidates;
  if (!picker) return null;
  const sections = view.contents.filter((group) => group.id !== null);
  if (picker.total === 0 && !picker.search)
    return (
      <p className="text-sm text-muted-foreground">
        No documents to add: every document of {view.organization.name} that you can open is already in this pack, or
        none has been uploaded yet.
      </p>
    );
  const hrefFor = (page: number) => {
    const params = new URLSearchParams();
    if (picker.search) params.set("documents", picker.search);
    if (page > 1) params.set("documentsPage", String(page));
    return `?${params}`;
  };
  return (
    <div className="flex flex-col gap-4">
      <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Find a document to add">
        <Label className="flex min-w-48 flex-1 flex-col gap-2">
          Find a document by title
          <Input type="search" name="documents" defaultValue={picker.search ?? ""} maxLength={BOARD_PACK_SEARCH_MAX} />
        </Label>
        <Button type="submit" variant="outline">
          Find
        </Button>
      </Form>
      {picker.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No document you can add matches “{picker.search}”. <Link to="?">Show every document</Link>
        </p>
      ) : (
        <Form method="post" className="flex flex-col gap-3">
          <IntentInput intent="add-paper" />
          <div className="flex flex-col gap-2">
            <Label htmlFor="add-paper-document">Document</Label>
            <NativeSelect id="add-paper-document" name="assetId" required defaultValue="">
              <option value="">Choose a document</option>
              {picker.items.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.title}
                  {candidate.fileType === "pdf" ? "" : " (not a PDF)"}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="add-paper-section">Section</Label>
            <NativeSelect id="add-paper-section" name="sectionId" defaultValue="">
              <option value="">Before the sections</option>
              {sections.map((section) => (
                <option key={section.id} value={section.id ?? ""}>
                  {section.title}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            <Button type="submit">Add paper</Button>
          </div>
        </Form>
      )}
      <Pager
        label="Pages of documents to add"
        page={picker.page}
        totalPages={picker.totalPages}
        summary={`${picker.total} ${picker.total === 1 ? "document" : "documents"}`}
        hrefFor={hrefFor}
      />
    </div>
  );
}

export function AddSectionForm() {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <IntentInput intent="add-section" />
      <div className="flex min-w-60 flex-1 flex-col gap-2">
        <Label htmlFor="add-section-title">Section title</Label>
        <Input id="add-section-title" name="title" required minLength={2} maxLength={120} />
      </div>
      <Button type="submit">Add section</Button>
    </Form>
  );
}
