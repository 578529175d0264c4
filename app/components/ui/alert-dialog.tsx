// shadcn-style AlertDialog: a confirmation that interrupts (role alertdialog). Built on ui/dialog so Radix loads on
// the first open (decision 024) rather than adding @radix-ui/react-alert-dialog, which is Radix's dialog with these
// same three differences: the role, no close button, and a press outside does not dismiss it. Escape cancels, and
// focus starts on Cancel when the caller puts it first, as Radix's AlertDialog does.
import type { ComponentPropsWithoutRef } from "react";
import { DialogContent } from "./dialog";

export {
  Dialog as AlertDialog,
  DialogCancel as AlertDialogCancel,
  DialogDescription as AlertDialogDescription,
  DialogHeader as AlertDialogHeader,
  DialogTitle as AlertDialogTitle,
  DialogTrigger as AlertDialogTrigger,
} from "./dialog";

export function AlertDialogContent(props: Omit<ComponentPropsWithoutRef<typeof DialogContent>, "hideClose">) {
  return (
    <DialogContent
      role="alertdialog"
      hideClose
      onPointerDownOutside={(event) => event.preventDefault()}
      onInteractOutside={(event) => event.preventDefault()}
      {...props}
    />
  );
}
