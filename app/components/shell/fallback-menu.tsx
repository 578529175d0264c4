import { cn } from "~/lib/platform/class-names";

/**
 * A menu that works without JavaScript: a <details> disclosure holding real links and forms. The
 * shell shows it until hydration, then swaps in the Radix menu with the same trigger.
 */
export function FallbackMenu({
  trigger,
  triggerClassName,
  children,
  align = "right",
  label,
}: {
  trigger: React.ReactNode;
  triggerClassName?: string;
  children: React.ReactNode;
  align?: "left" | "right";
  /** Only for a trigger whose content does not name it; a label must contain the trigger's visible text. */
  label?: string;
}) {
  return (
    <details className="group relative">
      <summary
        className={cn("cursor-pointer list-none [&::-webkit-details-marker]:hidden", triggerClassName)}
        aria-label={label}
      >
        {trigger}
      </summary>
      <div
        className={cn(
          "absolute z-50 mt-2 w-64 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg",
          align === "right" ? "right-0" : "left-0",
        )}
      >
        {children}
      </div>
    </details>
  );
}

export const fallbackItemClass =
  "flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent " +
  "hover:text-accent-foreground [&_svg]:h-4 [&_svg]:w-4 [&_svg]:shrink-0";
export const fallbackLabelClass = "px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground";
export const triggerClass =
  "inline-flex h-9 min-w-9 items-center justify-center gap-2 rounded-md px-1.5 text-sm md:px-2 font-medium " +
  "text-muted-foreground hover:bg-accent hover:text-accent-foreground data-[state=open]:bg-accent";
