// The frame of every admin page: its title, the console's own navigation, and the page's content.
import { Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { cn } from "~/lib/platform/class-names";
import { ADMIN_DESTINATIONS } from "~/lib/shell/navigation";
import type { loader as adminLoader } from "~/routes/admin";

const SECTIONS = ADMIN_DESTINATIONS.filter((destination) => destination.href !== "/admin");

export function AdminPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-3 border-b pb-4">
        <div className="flex flex-col gap-1">
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
            {title}
          </h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        <nav aria-label="Admin console" className="flex flex-wrap gap-2 text-sm">
          {SECTIONS.map(({ href, label }) => {
            const current = pathname === href || pathname.startsWith(`${href}/`);
            return (
              <Link
                key={href}
                to={href}
                aria-current={current ? "page" : undefined}
                className={cn("rounded-full border px-3 py-1", current && "border-primary font-semibold")}
              >
                {label}
              </Link>
            );
          })}
        </nav>
      </header>
      {children}
    </section>
  );
}

/** The administrator's own time zone (from the admin layout's shell), for dates on these pages. */
export function useAdminTimeZone(): string | null {
  return useRouteLoaderData<typeof adminLoader>("routes/admin")?.shell.timezone ?? null;
}

/** A titled block of an admin page. */
export function AdminSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A plain table with a caption for screen readers; rows come as children. */
export function AdminTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-3 py-2 font-medium">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = "px-3 py-2 align-top";

/** Bytes as the dashboard shows them (binary units, one decimal). */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

/** The query string of a list with one parameter changed (the page, a filter), keeping the others. */
export function withParam(search: string, name: string, value: string | number | null): string {
  const params = new URLSearchParams(search);
  if (value === null || value === "") params.delete(name);
  else params.set(name, String(value));
  const query = params.toString();
  return query ? `?${query}` : "?";
}
