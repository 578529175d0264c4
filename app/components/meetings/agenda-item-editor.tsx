// One agenda item's editing panel: its fields, its outcome, a paper to attach, delete. Open for one item at a time
// (decision 053): forty always-rendered panels, each listing the organisation's people as presenters, had made the
// agenda the heaviest page of the app. "Edit" is a link to ?edit=<item>, so without JavaScript the server renders
// that item's panel; once JavaScript runs, the link opens it in place.
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { type OneOpenPanel, PANEL_FRAME, PanelLink, useOneOpenPanel, usePanelFocus } from "~/components/one-open-panel";
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

/** Which item's panel is open (components/one-open-panel.tsx): ?edit=<item>, or the one whose post was refused. */
export const useItemEditor = (refused: RefusedEdit | null) => useOneOpenPanel("edit", refused?.itemId ?? null);

export type ItemEditor = OneOpenPanel;

/** The row's "Edit" link, "Close" while its panel is open. */
export function EditLink({ item, editor }: { item: { id: string; title: string }; editor: ItemEditor }) {
  return (
    <PanelLink rowId={item.id} anchor={`item-${item.id}`} panels={editor} label="Edit">
      {` “${item.title}”`}
    </PanelLink>
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
  const panel = usePanelFocus<HTMLElement>(editor);
  const attachable = papers.filter((paper) => !item.papers.some((attached) => attached.assetId === paper.value));
  const action = editor.closedPath;
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-label={`Edit “${item.title}”`}
      className={`flex flex-col gap-4 ${PANEL_FRAME}`}
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
