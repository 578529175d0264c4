// The reset confirmation's Radix alert dialog, loaded by the first press of Reset demo data (decision 024).
import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { Button } from "~/components/ui/button";
import { DEMO_RESET_CONFIRM_BODY, DEMO_RESET_CONFIRM_TITLE } from "~/lib/demo/constants";
import { ResetDemoForm } from "./reset-demo";

export function ResetDemoDialog({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLAnchorElement>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className={
            "fixed left-1/2 top-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 " +
            "flex-col gap-4 rounded-lg border bg-background p-6 shadow-lg"
          }
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <Dialog.Title className="text-lg font-semibold">{DEMO_RESET_CONFIRM_TITLE}</Dialog.Title>
          <Dialog.Description className="text-muted-foreground">{DEMO_RESET_CONFIRM_BODY}</Dialog.Description>
          <ResetDemoForm
            cancel={
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
