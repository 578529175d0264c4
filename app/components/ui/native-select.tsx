import { forwardRef, type SelectHTMLAttributes } from "react";
import { cn } from "~/lib/platform/class-names";

/** A styled native <select>: works without JavaScript and with every assistive technology. */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  ({ className, ...props }, ref) => <select ref={ref} className={cn("select", className)} {...props} />,
);
NativeSelect.displayName = "NativeSelect";
