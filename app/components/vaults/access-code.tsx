import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";
import { ACCESS_CODE_COPIED_MS } from "~/lib/vaults/texts";

/**
 * The access code, hidden by default (001 §2.3): <details> reveals it without JavaScript; with it, Copy puts it on
 * the clipboard and says so for 2 seconds.
 */
export function AccessCodeReveal({ code }: { code: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), ACCESS_CODE_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <details className="text-sm">
        <summary className="cursor-pointer select-none">Reveal access code</summary>
        <code
          className="mt-1 inline-block rounded bg-muted px-2 py-1 font-mono text-base tracking-widest"
          data-testid="access-code"
        >
          {code}
        </code>
      </details>
      {hydrated ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => navigator.clipboard?.writeText(code).then(() => setCopied(true))}
        >
          Copy
        </Button>
      ) : null}
      <span role="status" className="text-sm text-muted-foreground">
        {copied ? "Copied" : ""}
      </span>
    </div>
  );
}
