import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (falsy ones dropped). Conflicts are not merged at run time (decision 024): a primitive's
 * defaults are a component class (app/styles/tailwind.css), which a caller's utilities override by the cascade.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
