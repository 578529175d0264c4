import { type RefObject, useCallback, useEffect, useState } from "react";
import { BULK_OPERATIONS } from "~/lib/organizations/bulk";

const BOXES = 'input[name="ids"][type="checkbox"]';

/**
 * The cards ticked in the list's form, and the selection keys of 001 §5: Ctrl/Cmd+A all, Ctrl/Cmd+I
 * invert, Escape clears, Delete/Backspace runs the first destructive operation on the selection.
 */
export function useSelection(formRef: RefObject<HTMLFormElement>, status: "active" | "archived") {
  const [selected, setSelected] = useState<string[]>([]);
  const readSelection = useCallback(() => {
    const boxes = formRef.current?.querySelectorAll<HTMLInputElement>(BOXES) ?? [];
    setSelected([...boxes].filter((box) => box.checked).map((box) => box.value));
  }, [formRef]);
  const setAll = useCallback(
    (decide: (box: HTMLInputElement) => boolean) => {
      const boxes = formRef.current?.querySelectorAll<HTMLInputElement>(BOXES) ?? [];
      for (const box of boxes) box.checked = decide(box);
      readSelection();
    },
    [formRef, readSelection],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest("input:not([type=checkbox]), textarea, select, [contenteditable=true]")) return;
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.key.toLowerCase() === "a") {
        event.preventDefault();
        setAll(() => true);
      } else if (mod && event.key.toLowerCase() === "i") {
        event.preventDefault();
        setAll((box) => !box.checked);
      } else if (event.key === "Escape") {
        if (selected.length > 0) setAll(() => false);
      } else if ((event.key === "Delete" || event.key === "Backspace") && selected.length > 0) {
        event.preventDefault();
        const destructive = BULK_OPERATIONS.find(
          (operation) =>
            operation.destructive && (status === "active" ? operation.id !== "restore" : operation.id === "leave"),
        );
        formRef.current?.querySelector<HTMLButtonElement>(`button[name="intent"][value="${destructive?.id}"]`)?.click();
      }
    };
    // Capture phase: these keys mean selection here, before the shell reads Ctrl+A as "go to assets".
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [formRef, setAll, selected.length, status]);

  return { selected, readSelection, clear: () => setAll(() => false) };
}
