import { type ReactNode, type SelectHTMLAttributes, useId } from "react";
import { NativeSelect } from "~/components/ui/native-select";

/** A native select with its label above it (plain forms of the meeting tabs that post without JavaScript). */
export function LabelledSelect({
  label,
  className = "flex flex-col gap-1 text-sm",
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <NativeSelect id={id} {...props}>
        {children}
      </NativeSelect>
    </div>
  );
}
