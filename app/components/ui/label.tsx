import type { LabelHTMLAttributes } from "react";
import { cn } from "~/lib/platform/class-names";

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn("text-sm font-medium leading-none", className)} {...props} />;
}
