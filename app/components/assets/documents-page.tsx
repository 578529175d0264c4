import { Link } from "@remix-run/react";
import { OrganizationPicker } from "~/components/organizations/organization-picker";
import { Button } from "~/components/ui/button";
import { Upload } from "~/components/ui/icons";
import { StatusMessage } from "~/components/ui/status-message";
import type { AssetSortField, AssetViewMode } from "~/lib/assets/constants";
import { AssetList, type ListedAsset } from "./asset-list";

type Organization = { id: string; name: string; slug: string };

export type DocumentsPageProps = {
  title: string;
  basePath: string;
  notice: string | null;
  organizations: Organization[];
  organization: Organization | null;
  listed: {
    assets: ListedAsset[];
    pagination: { page: number; limit: number; total: number; totalPages: number };
    facets: { types: string[]; categories: string[]; tags: string[] };
    canUpload: boolean;
  } | null;
  filters: { search: string; type: string; category: string; tag: string };
  preference: { view: AssetViewMode; sortField: AssetSortField; sortOrder: "asc" | "desc" };
};

/** The one documents page (/dashboard/simple) and /dashboard/assets: the organisation picker and the list. */
export function DocumentsPage({
  title,
  basePath,
  notice,
  organizations,
  organization,
  listed,
  filters,
  preference,
}: DocumentsPageProps) {
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
            {title}
          </h1>
          <p className="text-muted-foreground">
            {organization ? `Documents of ${organization.name}.` : "Documents belong to an organization."}
          </p>
        </div>
        {organization && listed?.canUpload ? (
          <Button asChild>
            <Link to={`/dashboard/assets/upload?org=${organization.slug}`}>
              <Upload className="h-4 w-4" /> Upload
            </Link>
          </Button>
        ) : null}
      </header>
      <StatusMessage message={notice} />
      <OrganizationPicker organizations={organizations} currentId={organization?.id} basePath={basePath} />
      {organization && listed ? (
        <AssetList
          basePath={basePath}
          organizationSlug={organization.slug}
          assets={listed.assets}
          pagination={listed.pagination}
          filters={filters}
          facets={listed.facets}
          view={preference.view}
          sortField={preference.sortField}
          sortOrder={preference.sortOrder}
          canUpload={listed.canUpload}
        />
      ) : (
        <p className="text-muted-foreground">
          Join or <Link to="/dashboard/organizations/create">create an organization</Link> to keep documents.
        </p>
      )}
    </section>
  );
}
