import { Form, useNavigate, useSearchParams } from "@remix-run/react";
import { useId, useMemo, useRef, useState } from "react";
import type { RecentSearch } from "~/.server/shell/recent";
import { History, Search } from "~/components/ui/icons";
import { cn } from "~/lib/platform/class-names";
import { SEARCH_PLACEHOLDER, SHELL_TEXTS } from "~/lib/shell/constants";

export const SEARCH_INPUT_ID = "global-search";
const searchHref = (query: string) => `/dashboard/search?q=${encodeURIComponent(query)}`;

/**
 * The global search: a real GET form to /dashboard/search (works without JavaScript). With it, focus
 * opens a list of up to 3 recent searches and a 'Search for "…"' entry, navigable with the arrow keys.
 */
export function GlobalSearch({ recentSearches, className }: { recentSearches: RecentSearch[]; className?: string }) {
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get("q") ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const options = useMemo(() => {
    const query = text.trim();
    const recent = recentSearches.map((entry) => ({
      key: `recent:${entry.query}`,
      label: entry.query,
      href: searchHref(entry.query),
      recent: true,
    }));
    return query
      ? [...recent, { key: "search-for", label: SHELL_TEXTS.searchFor(query), href: searchHref(query), recent: false }]
      : recent;
  }, [recentSearches, text]);

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    navigate(href);
  };

  return (
    <Form
      method="get"
      action="/dashboard/search"
      role="search"
      aria-label="Search BoardRoom"
      className={cn("search-box", className)}
      onSubmit={() => setOpen(false)}
    >
      <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
        Search
      </label>
      <Search aria-hidden="true" />
      <input
        ref={inputRef}
        id={SEARCH_INPUT_ID}
        name="q"
        type="search"
        autoComplete="off"
        value={text}
        placeholder={SEARCH_PLACEHOLDER}
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            setOpen(false);
            return;
          }
          if (!options.length) return;
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
            setActive((index) => (index + 1) % options.length);
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
          } else if (event.key === "Enter" && open && active >= 0) {
            event.preventDefault();
            go(options[active].href);
          }
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        className={open && options.length > 0 ? undefined : "hidden"}
      >
        {recentSearches.length > 0 ? (
          <div
            role="presentation"
            className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
          >
            {SHELL_TEXTS.recentSearches}
          </div>
        ) : null}
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: keys stay on the input
          <div
            key={option.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm",
              index === active ? "bg-accent text-accent-foreground" : "hover:bg-accent",
            )}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(option.href)}
          >
            {option.recent ? (
              <History className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            ) : (
              <Search className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <span className="truncate">{option.label}</span>
          </div>
        ))}
      </div>
    </Form>
  );
}
