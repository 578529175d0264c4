import { useEffect } from "react";
import { toast } from "./toasts";

/** A success line next to the form (works without JavaScript) that also raises a toast when JS runs. */
export function StatusMessage({ message }: { message?: string | null }) {
  useEffect(() => {
    if (message) toast.success(message);
  }, [message]);
  if (!message) return null;
  return (
    <p role="status" className="rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm text-foreground">
      {message}
    </p>
  );
}

/** A refusal line next to the form, for an action's answer that failed (with or without JavaScript). */
export function RefusalMessage({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
      {message}
    </p>
  );
}
