import { BOARD_PACK_STATUS_LABELS, type BoardPackStatus, type CompileStatus } from "~/lib/board-packs/constants";
import { cn } from "~/lib/platform/class-names";

export function PackStatusBadge({ status }: { status: BoardPackStatus }) {
  return (
    <span
      className={cn(
        "rounded-full px-2 py-0.5 text-xs font-medium",
        status === "published" && "bg-primary text-primary-foreground",
        status === "draft" && "border border-dashed",
        status === "archived" && "bg-muted text-muted-foreground",
      )}
    >
      {BOARD_PACK_STATUS_LABELS[status]}
    </span>
  );
}

/** The compile status in a word, for lists: the pack page says more. */
export const COMPILE_SHORT: Record<CompileStatus, string> = {
  not_compiled: "Not compiled",
  pending: "Compiling soon",
  compiling: "Compiling",
  done: "Book ready",
  failed: "Compile failed",
};
