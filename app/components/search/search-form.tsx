import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Search } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { SEARCH_QUERY_MAX } from "~/lib/search/constants";
import { SEARCH_KIND_LABELS, SEARCH_KINDS, type SearchKind } from "~/lib/search/kinds";

type Props = {
  query: string;
  kind: SearchKind | null;
  organizationId: string | null;
  organizations: { id: string; name: string }[];
};

/** The search page's own form: a plain GET (it works without JavaScript), with the kind and organisation filters. */
export function SearchForm({ query, kind, organizationId, organizations }: Props) {
  return (
    <Form
      method="get"
      action="/dashboard/search"
      role="search"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-1">
        <Label htmlFor="search-q">Search for</Label>
        <Input id="search-q" name="q" type="search" defaultValue={query} maxLength={SEARCH_QUERY_MAX} required />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="search-kind">Kind</Label>
        <NativeSelect id="search-kind" name="kind" defaultValue={kind ?? ""}>
          <option value="">Everything</option>
          {SEARCH_KINDS.map((each) => (
            <option key={each} value={each}>
              {SEARCH_KIND_LABELS[each]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {organizations.length > 1 ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor="search-organization">Organization</Label>
          <NativeSelect id="search-organization" name="organization" defaultValue={organizationId ?? ""}>
            <option value="">All my organizations</option>
            {organizations.map((organization) => (
              <option key={organization.id} value={organization.id}>
                {organization.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <Button type="submit">
        <Search className="h-4 w-4" aria-hidden="true" /> Search
      </Button>
    </Form>
  );
}
