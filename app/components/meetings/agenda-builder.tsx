// The agenda as an ordered list. Managers reorder it by drag or keyboard (dnd-kit: focus a handle, Space to lift,
// arrows to move, Space to drop) once JavaScript runs, and by the Up/Down form buttons without it; each row has
// its start/complete, edit, outcome, papers and delete forms. The current item is highlighted.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Form, Link, useFetcher } from "@remix-run/react";
import { type ReactNode, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { useHydrated } from "~/components/use-hydrated";
import { AGENDA_STATUS_LABELS, AGENDA_TYPE_LABELS } from "~/lib/meetings/agenda-labels";
import { AGENDA_MESSAGES } from "~/lib/meetings/agenda-messages";
import type { AgendaItemStatus, AgendaItemType } from "~/lib/meetings/constants";
import { cn } from "~/lib/platform/class-names";
import { AgendaItemForm } from "./agenda-item-form";

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
};

export function AgendaBuilder({ items, currentItemId, canManage, presenters, papers }: Props) {
  const [order, setOrder] = useState(items);
  useEffect(() => setOrder(items), [items]);
  const fetcher = useFetcher();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (order.length === 0)
    return <p className="rounded-md border p-6 text-center text-muted-foreground">{AGENDA_MESSAGES.empty}</p>;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((item) => item.id === active.id);
    const to = order.findIndex((item) => item.id === over.id);
    setOrder(arrayMove(order, from, to));
    fetcher.submit({ intent: "reorder", itemId: String(active.id), position: String(to) }, { method: "post" });
  };

  // Spoken by dnd-kit's live region: item titles and positions rather than ids.
  const titleOf = (id: string | number) => order.find((item) => item.id === id)?.title ?? "Item";
  const positionOf = (id: string | number | undefined) => order.findIndex((item) => item.id === id) + 1;
  const announcements = {
    onDragStart: ({ active }: { active: { id: string | number } }) =>
      `Picked up ${titleOf(active.id)}. Arrow keys move it, Space drops it, Escape cancels.`,
    onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `${titleOf(active.id)} is over position ${positionOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)}.` : undefined,
    onDragCancel: ({ active }: { active: { id: string | number } }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  const rows = order.map((item, index) => (
    <AgendaItemRow
      key={item.id}
      item={item}
      index={index}
      last={index === order.length - 1}
      current={item.id === currentItemId}
      canManage={canManage}
      presenters={presenters}
      papers={papers}
    />
  ));
  return (
    <ol aria-label="Agenda items" className="flex flex-col gap-3">
      {canManage ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements }}
        >
          <SortableContext items={order.map((item) => item.id)} strategy={verticalListSortingStrategy}>
            {rows}
          </SortableContext>
        </DndContext>
      ) : (
        rows
      )}
    </ol>
  );
}

function Sortable({ id, title, children }: { id: string; title: string; children: (handle: ReactNode) => ReactNode }) {
  const hydrated = useHydrated();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = hydrated ? (
    <button
      type="button"
      className="btn btn-ghost btn-icon cursor-grab touch-none"
      aria-label={`Reorder ${title}`}
      {...attributes}
      {...listeners}
    >
      <span aria-hidden="true">⋮⋮</span>
    </button>
  ) : null;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(isDragging && "z-10 opacity-80")}
    >
      {children(handle)}
    </li>
  );
}

function AgendaItemRow({
  item,
  index,
  last,
  current,
  canManage,
  presenters,
  papers,
}: {
  item: AgendaRow;
  index: number;
  last: boolean;
  current: boolean;
  canManage: boolean;
  presenters: Option[];
  papers: Option[];
}) {
  const body = (handle: ReactNode) => (
    <article
      aria-current={current ? "step" : undefined}
      aria-labelledby={`item-${item.id}`}
      className={cn("flex flex-col gap-3 rounded-lg border p-4", current && "border-primary ring-2 ring-primary/40")}
    >
      <div className="flex flex-wrap items-start gap-3">
        {handle}
        <span className="font-mono text-sm text-muted-foreground">{index + 1}.</span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={`item-${item.id}`} className="font-medium">
            {item.title}
          </h3>
          <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
            <span>{AGENDA_TYPE_LABELS[item.itemType]}</span>
            <span>{current ? AGENDA_MESSAGES.current : AGENDA_STATUS_LABELS[item.status]}</span>
            {item.presenterName ? <span>Presenter: {item.presenterName}</span> : null}
            {item.estimatedDurationMinutes ? <span>{item.estimatedDurationMinutes} min planned</span> : null}
            {item.actualDurationMinutes !== null ? <span>{item.actualDurationMinutes} min taken</span> : null}
            {item.hasMotion ? <span>Motion</span> : null}
          </p>
          {item.description ? <p className="text-sm">{item.description}</p> : null}
          {item.outcome ? <p className="text-sm">Outcome: {item.outcome}</p> : null}
        </div>
        {canManage ? <RowButtons item={item} first={index === 0} last={last} /> : null}
      </div>
      <Papers item={item} canManage={canManage} papers={papers} />
      {canManage ? (
        <details className="rounded-md border p-3">
          <summary className="cursor-pointer text-sm font-medium">Edit “{item.title}”</summary>
          <div className="mt-3 flex flex-col gap-4">
            <AgendaItemForm
              id={`edit-${item.id}`}
              intent="edit"
              itemId={item.id}
              presenters={presenters}
              values={item}
              submitLabel="Save item"
            />
            <Form method="post" className="flex flex-col gap-2">
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
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="itemId" value={item.id} />
              <Button type="submit" variant="destructive" size="sm">
                Delete item
              </Button>
            </Form>
          </div>
        </details>
      ) : null}
    </article>
  );
  if (!canManage) return <li>{body(null)}</li>;
  return (
    <Sortable id={item.id} title={item.title}>
      {body}
    </Sortable>
  );
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
    <Form method="post">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="itemId" value={props.itemId} />
      {Object.entries(props.extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={props.variant ?? "outline"} disabled={props.disabled}>
        {props.label}
      </Button>
    </Form>
  );
}

function RowButtons({ item, first, last }: { item: AgendaRow; first: boolean; last: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      <fieldset className="flex gap-1">
        <legend className="sr-only">Move {item.title}</legend>
        <IntentButton intent="move" itemId={item.id} extra={{ direction: "up" }} label="Up" disabled={first} />
        <IntentButton intent="move" itemId={item.id} extra={{ direction: "down" }} label="Down" disabled={last} />
      </fieldset>
      {item.status === "in_progress" ? (
        <IntentButton intent="complete" itemId={item.id} label="Complete item" variant="default" />
      ) : item.status !== "completed" ? (
        <IntentButton intent="start" itemId={item.id} label="Start item" />
      ) : null}
    </div>
  );
}

function Papers({ item, canManage, papers }: { item: AgendaRow; canManage: boolean; papers: Option[] }) {
  const attachable = papers.filter((paper) => !item.papers.some((attached) => attached.assetId === paper.value));
  if (!canManage && item.papers.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 text-sm">
      {item.papers.length ? (
        <ul aria-label={`Papers for ${item.title}`} className="flex flex-col gap-1">
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
      ) : null}
      {canManage && attachable.length ? (
        <Form method="post" className="flex flex-wrap items-end gap-2">
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
    </div>
  );
}
