// The agenda as an ordered list. Managers reorder it by drag or keyboard (agenda-sortable.tsx, once JavaScript runs),
// and by the Up/Down form buttons without it; each row has its start/complete and move buttons, its papers, and an
// "Edit" link that opens the item's panel (agenda-item-editor.tsx: fields, outcome, attaching, delete), one item's
// at a time. The current item is highlighted.
import { Link, useFetcher } from "@remix-run/react";
import { type ReactNode, useEffect, useState } from "react";
import { useRowPosts } from "~/components/row-posts";
import { Button } from "~/components/ui/button";
import { type OnFirstUse, onFirstUse, useFirstUse } from "~/components/use-first-use";
import { AGENDA_STATUS_LABELS, AGENDA_TYPE_LABELS } from "~/lib/meetings/agenda-labels";
import { AGENDA_MESSAGES } from "~/lib/meetings/agenda-messages";
import type { AgendaItemStatus, AgendaItemType } from "~/lib/meetings/constants";
import { cn } from "~/lib/platform/class-names";
import { AgendaItemEditor, EditLink, type ItemEditor, type RefusedEdit, useItemEditor } from "./agenda-item-editor";

export type AgendaRow = {
  id: string;
  orderIndex: number;
  title: string;
  description: string | null;
  itemType: AgendaItemType;
  status: AgendaItemStatus;
  presenterId: string | null;
  presenterName: string | null;
  estimatedDurationMinutes: number | null;
  actualDurationMinutes: number | null;
  hasMotion: boolean;
  outcome: string | null;
  papers: { assetId: string; title: string }[];
};

type Option = { value: string; label: string };
type Props = {
  items: AgendaRow[];
  currentItemId: string | null;
  canManage: boolean;
  presenters: Option[];
  papers: Option[];
  /** A post from an item's panel that was refused: that panel stays open. */
  refused: RefusedEdit | null;
};

// dnd-kit's modules run code at load, so a static import would keep them in the page even when unused: the drag
// and keyboard reorder loads after hydration, for those who manage the agenda (decision 037). Made on first use:
// a top-level call would keep this module in the route's chunk too.
let sortableCode: OnFirstUse<typeof import("./agenda-sortable")> | undefined;
const sortable = () => {
  sortableCode ??= onFirstUse(() => import("./agenda-sortable"));
  return sortableCode;
};

export function AgendaBuilder({ items, currentItemId, canManage, presenters, papers, refused }: Props) {
  const [order, setOrder] = useState(items);
  // New rows from the loader (after a save, a deletion, another chair's reorder) replace a drag's order in the same
  // render, not an effect later: a status saying "deleted" never shows beside the deleted row.
  const [loaded, setLoaded] = useState(items);
  if (items !== loaded) {
    setLoaded(items);
    setOrder(items);
  }
  const editor = useItemEditor(refused);
  const fetcher = useFetcher();
  const [sortableRows, loadSortable] = useFirstUse(sortable());
  const onRowPost = useRowPosts();
  useEffect(() => {
    if (canManage) loadSortable().catch(() => undefined);
  }, [canManage, loadSortable]);
  if (order.length === 0)
    return <p className="rounded-md border p-6 text-center text-muted-foreground">{AGENDA_MESSAGES.empty}</p>;

  const move = (itemId: string, position: number, reordered: AgendaRow[]) => {
    setOrder(reordered);
    fetcher.submit({ intent: "reorder", itemId, position: String(position) }, { method: "post" });
  };
  const row = (item: AgendaRow, index: number, handle: ReactNode) => (
    <AgendaItemRow
      item={item}
      index={index}
      last={index === order.length - 1}
      current={item.id === currentItemId}
      handle={handle}
      editing={
        canManage && editor.openId === item.id ? (
          <AgendaItemEditor item={item} editor={editor} presenters={presenters} papers={papers} refused={refused} />
        ) : null
      }
      editor={canManage ? editor : null}
    />
  );
  return (
    <ol aria-label="Agenda items" className="flex flex-col gap-3" onSubmit={onRowPost}>
      {canManage && sortableRows ? (
        <sortableRows.SortableRows order={order} onMove={move} renderRow={row} />
      ) : (
        order.map((item, index) => <li key={item.id}>{row(item, index, null)}</li>)
      )}
    </ol>
  );
}

function AgendaItemRow({
  item,
  index,
  last,
  current,
  handle,
  editing,
  editor,
}: {
  item: AgendaRow;
  index: number;
  last: boolean;
  current: boolean;
  /** The drag handle, once the sortable list has loaded. */
  handle: ReactNode;
  /** The item's open editing panel. */
  editing: ReactNode;
  /** For those who manage the agenda. */
  editor: ItemEditor | null;
}) {
  return (
    <article
      aria-current={current ? "step" : undefined}
      aria-labelledby={`item-${item.id}`}
      className={cn("flex flex-col gap-3 rounded-lg border p-4", current && "border-primary ring-2 ring-primary/40")}
    >
      <div className="flex flex-wrap items-start gap-3">
        {handle}
        <span className="font-mono text-sm text-muted-foreground">{`${index + 1}.`}</span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={`item-${item.id}`} className="font-medium">
            {item.title}
          </h3>
          <p className="text-sm text-muted-foreground">{facts(item, current)}</p>
          {item.description ? <p className="text-sm">{item.description}</p> : null}
          {item.outcome ? <p className="text-sm">{`Outcome: ${item.outcome}`}</p> : null}
        </div>
        {editor ? <RowButtons item={item} first={index === 0} last={last} editor={editor} /> : null}
      </div>
      <Papers item={item} canManage={editor !== null} />
      {editing}
    </article>
  );
}

/** The row's facts on one line (type, status, presenter, minutes, motion): one text, not an element each. */
function facts(item: AgendaRow, current: boolean) {
  return [
    AGENDA_TYPE_LABELS[item.itemType],
    current ? AGENDA_MESSAGES.current : AGENDA_STATUS_LABELS[item.status],
    item.presenterName ? `Presenter: ${item.presenterName}` : null,
    item.estimatedDurationMinutes ? `${item.estimatedDurationMinutes} min planned` : null,
    item.actualDurationMinutes !== null ? `${item.actualDurationMinutes} min taken` : null,
    item.hasMotion ? "Motion" : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

function IntentButton(props: {
  intent: string;
  itemId: string;
  label: string;
  extra?: Record<string, string>;
  disabled?: boolean;
  variant?: "outline" | "default";
}) {
  return (
    <form method="post">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="itemId" value={props.itemId} />
      {Object.entries(props.extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={props.variant ?? "outline"} disabled={props.disabled}>
        {props.label}
      </Button>
    </form>
  );
}

/**
 * A row's buttons in one plain form (components/row-posts.tsx), each naming its intent (Up, Down, Start or
 * Complete), and its Edit link: three forms a row were a third of the agenda's markup.
 */
function RowButtons({
  item,
  first,
  last,
  editor,
}: {
  item: AgendaRow;
  first: boolean;
  last: boolean;
  editor: ItemEditor;
}) {
  return (
    <form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="itemId" value={item.id} />
      <fieldset aria-label={`Move ${item.title}`} className="flex gap-1">
        <Button type="submit" name="intent" value="up" size="sm" variant="outline" disabled={first}>
          Up
        </Button>
        <Button type="submit" name="intent" value="down" size="sm" variant="outline" disabled={last}>
          Down
        </Button>
      </fieldset>
      {item.status === "in_progress" ? (
        <Button type="submit" name="intent" value="complete" size="sm">
          Complete item
        </Button>
      ) : item.status !== "completed" ? (
        <Button type="submit" name="intent" value="start" size="sm" variant="outline">
          Start item
        </Button>
      ) : null}
      <EditLink item={item} editor={editor} />
    </form>
  );
}

function Papers({ item, canManage }: { item: AgendaRow; canManage: boolean }) {
  if (item.papers.length === 0) return null;
  return (
    <ul aria-label={`Papers for ${item.title}`} className="flex flex-col gap-1 text-sm">
      {item.papers.map((paper) => (
        <li key={paper.assetId} className="flex items-center gap-2">
          <Link to={`/dashboard/assets/${paper.assetId}`} className="text-primary underline">
            {paper.title}
          </Link>
          {canManage ? (
            <IntentButton intent="detach" itemId={item.id} extra={{ assetId: paper.assetId }} label="Remove" />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
