import { Link } from "@remix-run/react";
import { cn } from "~/lib/platform/class-names";
import { SEARCH_KIND_LABELS, SEARCH_KINDS, type SearchKind } from "~/lib/search/kinds";
import { searchPageHref } from "~/lib/search/results";

type Props = {
  query: string;
  kind: SearchKind | null;
  organizationId: string | null;
  counts: Record<SearchKind, number>;
  total: number;
};

/** Everything, then each kind with its count: links, so filtering needs no JavaScript. */
export function KindFilter({ query, kind, organizationId, counts, total }: Props) {
  const choices: { kind: SearchKind | null; label: string; count: number }[] = [
    { kind: null, label: "Everything", count: total },
    ...SEARCH_KINDS.map((each) => ({ kind: each, label: SEARCH_KIND_LABELS[each], count: counts[each] })),
  ];
  return (
    <nav aria-label="Kinds of result">
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const current = choice.kind === kind;
          return (
            <li key={choice.kind ?? "all"}>
              <Link
                to={searchPageHref({ q: query, kind: choice.kind, organization: organizationId })}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm",
                  current ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted",
                  choice.count === 0 && !current ? "text-muted-foreground" : null,
                )}
              >
                {choice.label} <span className="tabular-nums">({choice.count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
