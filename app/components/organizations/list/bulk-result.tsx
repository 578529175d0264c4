import { useEffect } from "react";
import type { BulkResult } from "~/.server/organizations/list";
import { toast } from "~/components/ui/toasts";
import { useHydrated } from "~/components/use-hydrated";
import { ORGANIZATION_DELETED_MESSAGE, ORGANIZATION_PAGE_TOASTS } from "~/lib/organizations/texts";
import { cn } from "~/lib/platform/class-names";

/** The result's message and, when some items failed, a 'View details' expander (001 §8); panel and toast alike. */
function BulkResultDescription({ result }: { result: BulkResult }) {
  return (
    <>
      <p>{result.message}</p>
      {result.errors.length > 0 ? (
        <details>
          <summary className="cursor-pointer">View details</summary>
          <ul className="mt-2 list-inside list-disc">
            {result.errors.map((error) => (
              <li key={error.id}>
                {error.name}: {error.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

/** A bulk operation's result: a toast with JavaScript, and a panel on the page either way. */
export function BulkResultPanel({ result }: { result: BulkResult }) {
  useEffect(() => {
    const description = <BulkResultDescription result={result} />;
    if (result.success) toast.success("Success!", { description });
    else toast.error("Error", { description });
  }, [result]);
  return (
    <div
      role="status"
      className={cn(
        "flex flex-col gap-1 rounded-md border px-4 py-3 text-sm",
        result.success ? "border-success/40 bg-success/10" : "border-destructive/40 bg-destructive/10",
      )}
    >
      <p className="font-semibold">{result.success ? "Success!" : "Error"}</p>
      <BulkResultDescription result={result} />
    </div>
  );
}

/** After an immediate deletion on the settings page, which lands here: a toast, or a line without JavaScript. */
export function DeletedNotice() {
  const hydrated = useHydrated();
  const title = ORGANIZATION_PAGE_TOASTS["delete-now"].success;
  useEffect(() => {
    toast.success(title, { description: ORGANIZATION_DELETED_MESSAGE });
  }, [title]);
  if (hydrated) return null;
  return (
    <p role="status" className="rounded-md border border-success/40 bg-success/10 px-4 py-3 text-sm">
      <span className="font-medium">{title}</span>: {ORGANIZATION_DELETED_MESSAGE}
    </p>
  );
}
