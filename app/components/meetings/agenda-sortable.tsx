// The agenda's drag and keyboard reorder (dnd-kit: focus a handle, Space to lift, arrows to move, Space to drop),
// loaded by the agenda builder after hydration for those who manage the agenda. dnd-kit's live region speaks item
// titles and positions rather than ids.
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
import type { ReactNode } from "react";
import { cn } from "~/lib/platform/class-names";

type Row = { id: string; title: string };
type Id = string | number;

export function SortableRows<Item extends Row>({
  order,
  onMove,
  renderRow,
}: {
  order: Item[];
  /** The item moved to `position` (0-based), and the list in its new order. */
  onMove: (itemId: string, position: number, reordered: Item[]) => void;
  renderRow: (item: Item, index: number, handle: ReactNode) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((item) => item.id === active.id);
    const to = order.findIndex((item) => item.id === over.id);
    onMove(String(active.id), to, arrayMove(order, from, to));
  };
  const titleOf = (id: Id) => order.find((item) => item.id === id)?.title ?? "Item";
  const positionOf = (id: Id | undefined) => order.findIndex((item) => item.id === id) + 1;
  const announcements = {
    onDragStart: ({ active }: { active: { id: Id } }) =>
      `Picked up ${titleOf(active.id)}. Arrow keys move it, Space drops it, Escape cancels.`,
    onDragOver: ({ active, over }: { active: { id: Id }; over: { id: Id } | null }) =>
      over ? `${titleOf(active.id)} is over position ${positionOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }: { active: { id: Id }; over: { id: Id } | null }) =>
      over ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)}.` : undefined,
    onDragCancel: ({ active }: { active: { id: Id } }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={order.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        {order.map((item, index) => (
          <Sortable key={item.id} id={item.id} title={item.title}>
            {(handle) => renderRow(item, index, handle)}
          </Sortable>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function Sortable({ id, title, children }: { id: string; title: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button
      type="button"
      className="btn btn-ghost btn-icon cursor-grab touch-none"
      aria-label={`Reorder ${title}`}
      {...attributes}
      {...listeners}
    >
      <span aria-hidden="true">⋮⋮</span>
    </button>
  );
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
