// shadcn-style Dialog over Radix, with Radix loaded on the first open (decision 024): until then a Dialog is its
// trigger alone (the content is never rendered closed), so pages with confirmation dialogs ship no Radix at first.
// Pressing the trigger, or opening a controlled Dialog, fetches Radix and opens it; callers see Radix's own API.
import { Slot } from "@radix-ui/react-slot";
import {
  type ComponentPropsWithoutRef,
  createContext,
  type ElementRef,
  forwardRef,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from "react";
import { X } from "~/components/ui/icons";
import { cn } from "~/lib/platform/class-names";
import { useFirstUse } from "../use-first-use";
import { Button } from "./button";
import { radixDialog } from "./radix-dialog";

type Radix = typeof import("@radix-ui/react-dialog");

const DialogContext = createContext<{ radix?: Radix; openFirstTime: () => void }>({ openFirstTime: () => {} });

function useRadix() {
  return useContext(DialogContext).radix;
}

export function Dialog({
  open,
  defaultOpen = false,
  onOpenChange,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const [radix, load] = useFirstUse(radixDialog);
  const [openHere, setOpenHere] = useState(defaultOpen);
  const isOpen = open ?? openHere;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOpenHere(next);
    onOpenChange?.(next);
  };
  // A Dialog opened by its owner (no trigger pressed) loads Radix the same way.
  useEffect(() => {
    if (isOpen && !radix) load().catch(() => undefined);
  }, [isOpen, radix, load]);
  // Offline before the first open: nothing opens, and the next press tries again.
  const openFirstTime = () =>
    void load().then(
      () => setOpen(true),
      () => undefined,
    );
  if (!radix) return <DialogContext.Provider value={{ openFirstTime }}>{children}</DialogContext.Provider>;
  return (
    <radix.Root open={isOpen} onOpenChange={setOpen}>
      <DialogContext.Provider value={{ radix, openFirstTime }}>{children}</DialogContext.Provider>
    </radix.Root>
  );
}

type TriggerProps = ComponentPropsWithoutRef<"button"> & { asChild?: boolean };

export const DialogTrigger = forwardRef<HTMLButtonElement, TriggerProps>(({ asChild, onClick, ...props }, ref) => {
  const { radix, openFirstTime } = useContext(DialogContext);
  if (radix) return <radix.Trigger ref={ref} asChild={asChild} onClick={onClick} {...props} />;
  const Component = asChild ? Slot : "button";
  return (
    <Component
      ref={ref}
      type={asChild ? undefined : "button"}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) openFirstTime();
      }}
      {...props}
    />
  );
});
DialogTrigger.displayName = "DialogTrigger";

export const DialogContent = forwardRef<
  HTMLDivElement,
  Omit<ComponentPropsWithoutRef<Radix["Content"]>, "asChild"> & { hideClose?: boolean }
>(({ className, children, hideClose, ...props }, ref) => {
  const radix = useRadix();
  // Closed until Radix is here: Radix renders nothing of a closed dialog either.
  if (!radix) return null;
  return (
    <radix.Portal>
      <radix.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <radix.Content ref={ref} className={cn("dialog-content", className)} {...props}>
        {children}
        {hideClose ? null : (
          <radix.Close
            className={cn(
              "absolute right-4 top-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2",
              "focus-visible:ring-ring",
            )}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </radix.Close>
        )}
      </radix.Content>
    </radix.Portal>
  );
});
DialogContent.displayName = "DialogContent";

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-1.5 text-left", className)} {...props} />;
}

// Title, description and cancel are only ever rendered inside DialogContent, so Radix is here by then.
export const DialogTitle = forwardRef<ElementRef<"h2">, ComponentPropsWithoutRef<"h2">>(
  ({ className, ...props }, ref) => {
    const radix = useRadix()!;
    return (
      <radix.Title
        ref={ref}
        className={cn("text-lg font-semibold leading-none tracking-tight", className)}
        {...props}
      />
    );
  },
);
DialogTitle.displayName = "DialogTitle";

export const DialogDescription = forwardRef<ElementRef<"p">, ComponentPropsWithoutRef<"p">>(
  ({ className, ...props }, ref) => {
    const radix = useRadix()!;
    return <radix.Description ref={ref} className={cn("text-sm text-muted-foreground", className)} {...props} />;
  },
);
DialogDescription.displayName = "DialogDescription";

/** The Cancel button of a confirmation dialog: closes it, posts nothing. */
export function DialogCancel() {
  const radix = useRadix()!;
  return (
    <radix.Close asChild>
      <Button type="button" variant="outline">
        Cancel
      </Button>
    </radix.Close>
  );
}
