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

/** The proxy picker of a seat: "No proxy", then who may hold it. Posts `delegateUserId`. */
export function ProxySelect({
  label,
  holders,
  defaultValue = "",
}: {
  label: ReactNode;
  holders: readonly { value: string; label: string }[];
  defaultValue?: string;
}) {
  return (
    <LabelledSelect label={label} name="delegateUserId" defaultValue={defaultValue}>
      <option value="">No proxy</option>
      {holders.map((holder) => (
        <option key={holder.value} value={holder.value}>
          {holder.label}
        </option>
      ))}
    </LabelledSelect>
  );
}
