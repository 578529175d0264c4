import { type ReactNode, useState } from "react";
import { type OnFirstUse, prefetch, useFirstUse } from "~/components/use-first-use";

/** How the first open was asked for: a Radix menu mounted by a key press starts on its first item. */
export type OpenedWith = "pointer" | "keyboard" | null;

/**
 * A header menu. The server renders a <details> disclosure holding real links and forms, which works without
 * JavaScript; it stays the trigger after hydration too, until the first open. That open (a click, or Enter or
 * Space on the trigger) loads the Radix menu, which replaces the disclosure already open (decision 024): no click
 * is lost and focus moves into the menu, as it would have. A pointer over the trigger, or focus on it, starts the
 * fetch early. Should the fetch fail, the disclosure opens as it does without JavaScript.
 */
export function FallbackMenu<Module>({
  trigger,
  label,
  dropdown,
  renderDropdown,
  children,
}: {
  trigger: ReactNode;
  /** Only for a trigger whose content does not name it; a label must contain the trigger's visible text. */
  label?: string;
  dropdown: OnFirstUse<Module>;
  renderDropdown: (module: Module, openedWith: OpenedWith) => ReactNode;
  children: ReactNode;
}) {
  const [loaded, load] = useFirstUse(dropdown);
  const [openedWith, setOpenedWith] = useState<OpenedWith>(null);
  if (loaded) return renderDropdown(loaded, openedWith);
  return (
    <details className="menu">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the disclosure's own button */}
      <summary
        className="menu-trigger"
        aria-label={label}
        onPointerEnter={() => prefetch(dropdown)}
        onFocus={() => prefetch(dropdown)}
        onClick={(event) => {
          const details = event.currentTarget.parentElement as HTMLDetailsElement;
          // Opened before the page hydrated: this click closes it, the way it opened.
          if (details.open) return;
          event.preventDefault();
          // A click that a key press made (Enter or Space on the summary) has no pointer detail.
          setOpenedWith(event.detail === 0 ? "keyboard" : "pointer");
          load().catch(() => {
            setOpenedWith(null);
            details.open = true;
          });
        }}
      >
        {trigger}
      </summary>
      <div className="menu-panel">{children}</div>
    </details>
  );
}
