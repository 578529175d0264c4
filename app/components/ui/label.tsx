import type { LabelHTMLAttributes } from "react";
import { cn } from "~/lib/platform/class-names";

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap their control
  return <label className={cn("text-sm font-medium leading-none", className)} {...props} />;
}
