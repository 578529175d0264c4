import { Construction } from "~/components/ui/icons";
import { NOT_BUILT_BODY } from "~/lib/shell/constants";

/** An honest page for a place the product will have but does not yet: what it will hold, no sample data. */
export function NotBuiltPage({ title, purpose, notice }: { title: string; purpose: string; notice?: string }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        <p className="text-muted-foreground">{purpose}</p>
      </header>
      {notice ? <p className="rounded-md border border-primary/30 bg-primary/5 px-4 py-3 text-sm">{notice}</p> : null}
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
        <Construction className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Not built yet</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          {title} is not built yet. {NOT_BUILT_BODY}
        </p>
      </div>
    </section>
  );
}
