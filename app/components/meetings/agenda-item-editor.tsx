// One agenda item's editing panel: its fields, its outcome, a paper to attach, delete. Open for one item at a time
// (decision 053): forty always-rendered panels, each listing the organisation's people as presenters, had made the
// agenda the heaviest page of the app. "Edit" is a link to ?edit=<item>, so without JavaScript the server renders
// that item's panel; once JavaScript runs, the link opens it in place.
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { AgendaItemForm, type AgendaItemValues } from "./agenda-item-form";

type Option = { value: string; label: string };
type EditedItem = AgendaItemValues & {
  id: string;
  outcome: string | null;
  papers: { assetId: string }[];
};

/** A post from an item's panel that was refused: the panel stays open and shows why. */
export type RefusedEdit = { itemId: string; result?: SubmissionResult<string[]> };

const EDIT_PARAM = "edit";

/**
 * Which item's panel is open: the one the address names (?edit=), or the one whose post was refused; once
 * JavaScript runs, the one last opened or closed in place, until the next navigation (a post included).
 */
export function useItemEditor(refused: RefusedEdit | null) {
  const location = useLocation();
  const named = new URLSearchParams(location.search).get(EDIT_PARAM) ?? refused?.itemId ?? null;
  const [inPlace, setInPlace] = useState<{ locationKey: string; itemId: string | null } | null>(null);
  const openItemId = inPlace?.locationKey === location.key ? inPlace.itemId : named;
  /** Opens (or, with null, closes) a panel in place instead of following the link, for a plain click. */
  const toggle = (itemId: string | null) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setInPlace({ locationKey: location.key, itemId });
  };
  return {
    openItemId,
    openedInPlace: inPlace?.locationKey === location.key,
    toggle,
    /** Where the panel's forms post: the agenda without ?edit=, so a saved item's panel closes. */
    agendaPath: location.pathname,
  };
}

export type ItemEditor = ReturnType<typeof useItemEditor>;

/** The row's "Edit" link, "Close" while its panel is open. */
export function EditLink({ item, editor }: { item: { id: string; title: string }; editor: ItemEditor }) {
  const open = editor.openItemId === item.id;
  return (
    <Link
      to={open ? editor.agendaPath : `?${EDIT_PARAM}=${encodeURIComponent(item.id)}#item-${item.id}`}
      preventScrollReset
      aria-expanded={open}
      className="btn btn-outline btn-sm"
      onClick={editor.toggle(open ? null : item.id)}
    >
      {open ? "Close" : "Edit"}
      <span className="sr-only"> “{item.title}”</span>
    </Link>
  );
}

export function AgendaItemEditor({
  item,
  editor,
  presenters,
  papers,
  refused,
}: {
  item: EditedItem;
  editor: ItemEditor;
  presenters: Option[];
  papers: Option[];
  refused: RefusedEdit | null;
}) {
  const panel = useRef<HTMLElement>(null);
  // Opened by a click: focus moves into the panel, as it would have on the page the link leads to.
  const [focusOnOpen] = useState(editor.openedInPlace);
  useEffect(() => {
    if (focusOnOpen) panel.current?.focus();
  }, [focusOnOpen]);
  const attachable = papers.filter((paper) => !item.papers.some((attached) => attached.assetId === paper.value));
  const action = editor.agendaPath;
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-label={`Edit “${item.title}”`}
      className="flex flex-col gap-4 rounded-md border p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <AgendaItemForm
        id={`edit-${item.id}`}
        intent="edit"
        itemId={item.id}
        action={action}
        presenters={presenters}
        values={item}
        lastResult={refused?.itemId === item.id ? refused.result : undefined}
        submitLabel="Save item"
      />
      <Form method="post" action={action} className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="outcome" />
        <input type="hidden" name="itemId" value={item.id} />
        <label htmlFor={`outcome-${item.id}`} className="text-sm font-medium">
          Outcome
        </label>
        <textarea
          id={`outcome-${item.id}`}
          name="outcome"
          rows={2}
          maxLength={4000}
          defaultValue={item.outcome ?? ""}
          className="textarea"
        />
        <div>
          <Button type="submit" variant="outline" size="sm">
            Record outcome
          </Button>
        </div>
      </Form>
      {attachable.length ? (
        <Form method="post" action={action} className="flex flex-wrap items-end gap-2 text-sm">
          <input type="hidden" name="intent" value="attach" />
          <input type="hidden" name="itemId" value={item.id} />
          <label htmlFor={`attach-${item.id}`} className="flex flex-col gap-1">
            Attach a paper
          </label>
          <NativeSelect id={`attach-${item.id}`} name="assetId" required defaultValue="">
            <option value="" disabled>
              Choose a document
            </option>
            {attachable.map((paper) => (
              <option key={paper.value} value={paper.value}>
                {paper.label}
              </option>
            ))}
          </NativeSelect>
          <Button type="submit" size="sm" variant="outline">
            Attach
          </Button>
        </Form>
      ) : null}
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="itemId" value={item.id} />
        <Button type="submit" variant="destructive" size="sm">
          Delete item
        </Button>
      </Form>
    </section>
  );
}
