import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { ChevronLeft, ChevronRight, FileText, Search, Upload } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { ASSET_SORT_FIELDS, type AssetSortField, type AssetViewMode } from "~/lib/assets/constants";
import { fileTypeLabel, formatDate, formatFileSize } from "~/lib/assets/format";
import { ASSET_PAGE_TEXTS } from "~/lib/assets/texts";
import { cn } from "~/lib/platform/class-names";

export type ListedAsset = {
  id: string;
  title: string;
  originalFileName: string;
  fileSize: number;
  fileType: string;
  category: string;
  tags: string[];
  ownerName: string | null;
  currentVersion: number;
  updatedAt: number;
  createdAt: number;
};

type Pagination = { page: number; limit: number; total: number; totalPages: number };
type Filters = { search: string; type: string; category: string; tag: string };

export type AssetListProps = {
  basePath: string;
  organizationSlug: string;
  assets: ListedAsset[];
  pagination: Pagination;
  filters: Filters;
  facets: { types: string[]; categories: string[]; tags: string[] };
  view: AssetViewMode;
  sortField: AssetSortField;
  sortOrder: "asc" | "desc";
  canUpload: boolean;
};

const SORT_LABELS: Record<AssetSortField, string> = {
  updated_at: "Last updated",
  created_at: "Uploaded",
  title: "Title",
  file_size: "Size",
  file_type: "Type",
};
const VIEW_LABELS: Record<AssetViewMode, string> = { card: "Cards", list: "List", details: "Details" };

/** The documents list: GET filters (work without JavaScript), three views, 50 a page with pagination. */
export function AssetList(props: AssetListProps) {
  const { basePath, organizationSlug, assets, pagination, filters, view, canUpload } = props;
  const linkWith = (changes: Record<string, string | number>) => {
    const params = new URLSearchParams({ org: organizationSlug });
    for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
    for (const [key, value] of Object.entries(changes)) params.set(key, String(value));
    return `${basePath}?${params}`;
  };
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="flex flex-col gap-4">
      <FilterForm {...props} />
      <nav aria-label="View" className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">View:</span>
        {(Object.keys(VIEW_LABELS) as AssetViewMode[]).map((mode) => (
          <Link
            key={mode}
            to={linkWith({ view: mode })}
            aria-current={mode === view ? "true" : undefined}
            className={cn("rounded-full border px-3 py-1", mode === view && "border-primary font-semibold")}
          >
            {VIEW_LABELS[mode]}
          </Link>
        ))}
        <span className="ml-auto text-muted-foreground" aria-live="polite">
          {pagination.total === 1 ? "1 document" : `${pagination.total} documents`}
        </span>
      </nav>
      {assets.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-md border border-dashed p-8 text-center">
          <FileText className="h-8 w-8 text-muted-foreground" />
          <p className="text-muted-foreground">{filtered ? ASSET_PAGE_TEXTS.emptyFiltered : ASSET_PAGE_TEXTS.empty}</p>
          {canUpload && !filtered ? (
            <Button asChild>
              <Link to={`/dashboard/assets/upload?org=${organizationSlug}`}>
                <Upload className="h-4 w-4" /> Upload documents
              </Link>
            </Button>
          ) : null}
        </div>
      ) : view === "card" ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {assets.map((asset) => (
            <li key={asset.id} className="flex flex-col gap-2 rounded-md border p-4">
              <AssetLink asset={asset} className="font-medium" />
              <p className="text-sm text-muted-foreground">
                {fileTypeLabel(asset.fileType)} · {formatFileSize(asset.fileSize)} · {asset.category}
              </p>
              <Tags tags={asset.tags} />
              <p className="text-xs text-muted-foreground">Updated {formatDate(asset.updatedAt)}</p>
            </li>
          ))}
        </ul>
      ) : view === "list" ? (
        <ul className="flex flex-col divide-y rounded-md border">
          {assets.map((asset) => (
            <li key={asset.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <AssetLink asset={asset} className="font-medium" />
              <span className="text-muted-foreground">
                {fileTypeLabel(asset.fileType)} · {formatFileSize(asset.fileSize)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Documents</caption>
            <thead className="bg-muted/50">
              <tr>
                {["Title", "Type", "Size", "Category", "Tags", "Uploaded by", "Version", "Updated"].map((heading) => (
                  <th key={heading} scope="col" className="p-2 font-medium">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {assets.map((asset) => (
                <tr key={asset.id}>
                  <td className="p-2">
                    <AssetLink asset={asset} />
                  </td>
                  <td className="p-2">{fileTypeLabel(asset.fileType)}</td>
                  <td className="p-2">{formatFileSize(asset.fileSize)}</td>
                  <td className="p-2">{asset.category}</td>
                  <td className="p-2">
                    <Tags tags={asset.tags} />
                  </td>
                  <td className="p-2">{asset.ownerName ?? "—"}</td>
                  <td className="p-2">v{asset.currentVersion}</td>
                  <td className="p-2">{formatDate(asset.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pagination.totalPages > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
          <PageLink to={pagination.page > 1 ? linkWith({ page: pagination.page - 1 }) : null}>
            <ChevronLeft className="h-4 w-4" /> Previous
          </PageLink>
          <span>
            Page {pagination.page} of {pagination.totalPages}
          </span>
          <PageLink to={pagination.page < pagination.totalPages ? linkWith({ page: pagination.page + 1 }) : null}>
            Next <ChevronRight className="h-4 w-4" />
          </PageLink>
        </nav>
      ) : null}
    </div>
  );
}

function FilterForm({ basePath, organizationSlug, filters, facets, view, sortField, sortOrder }: AssetListProps) {
  const select = (name: string, label: string, value: string, options: { value: string; label: string }[]) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`filter-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <NativeSelect id={`filter-${name}`} name={name} defaultValue={value}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  const all = (label: string) => ({ value: "", label });
  return (
    <Form method="get" action={basePath} role="search" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="org" value={organizationSlug} />
      <input type="hidden" name="view" value={view} />
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <label htmlFor="filter-search" className="text-sm font-medium">
          Search documents
        </label>
        <Input id="filter-search" type="search" name="search" defaultValue={filters.search} maxLength={100} />
      </div>
      {select("type", "Type", filters.type, [
        all("All types"),
        ...facets.types.map((type) => ({ value: type, label: fileTypeLabel(type) })),
      ])}
      {select("category", "Category", filters.category, [
        all("All categories"),
        ...facets.categories.map((category) => ({ value: category, label: category })),
      ])}
      {select("tag", "Tag", filters.tag, [all("All tags"), ...facets.tags.map((tag) => ({ value: tag, label: tag }))])}
      {select(
        "sortField",
        "Sort by",
        sortField,
        ASSET_SORT_FIELDS.map((field) => ({ value: field, label: SORT_LABELS[field] })),
      )}
      {select("sortDirection", "Order", sortOrder, [
        { value: "desc", label: "Descending" },
        { value: "asc", label: "Ascending" },
      ])}
      <Button type="submit" variant="outline">
        <Search className="h-4 w-4" /> Apply
      </Button>
    </Form>
  );
}

function AssetLink({ asset, className }: { asset: ListedAsset; className?: string }) {
  return (
    <Link
      to={`/dashboard/assets/${asset.id}`}
      className={cn("break-words underline-offset-4 hover:underline", className)}
    >
      {asset.title}
    </Link>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs">
          {tag}
        </li>
      ))}
    </ul>
  );
}

function PageLink({ to, children }: { to: string | null; children: ReactNode }) {
  if (!to) return <span className="flex items-center gap-1 text-muted-foreground">{children}</span>;
  return (
    <Link to={to} className="flex items-center gap-1 rounded-md border px-3 py-1 hover:bg-accent">
      {children}
    </Link>
  );
}
