// The audit log viewer: filters as a GET form (works without JavaScript), one page of entries, CSV export of
// the same filters.
import { Form, useLocation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Pager } from "~/components/ui/pager";
import { RISK_LEVELS } from "~/lib/admin/constants";
import { formatDateTime } from "~/lib/platform/dates";
import { AdminSection, AdminTable, cellClass, useAdminTimeZone, withParam } from "./admin-page";

type Entry = {
  id: string;
  createdAt: number;
  action: string;
  entityType: string;
  entityId: string | null;
  riskLevel: string;
  ipAddress: string | null;
  organizationName: string | null;
  actorEmail: string | null;
  userId: string | null;
};

type Audit = {
  entries: Entry[];
  page: number;
  limit: number;
  total: number;
  actions: string[];
  organizations: { id: string; name: string }[];
};

type Query = { organizationId?: string; actor?: string; action?: string; risk?: string; from?: string; to?: string };

export function AuditLogPanel({
  audit,
  query,
  filterError,
}: {
  audit: Audit;
  query: Query;
  filterError: string | null;
}) {
  const { search } = useLocation();
  const timeZone = useAdminTimeZone();
  const csvHref = `/admin/security/audit.csv${withParam(search, "page", null).replace(/^\?$/, "")}`;
  return (
    <AdminSection title="Audit log" id="audit-log">
      <Form
        method="get"
        className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-6"
        aria-label="Filter the audit log"
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-organization">Organization</Label>
          <NativeSelect id="audit-organization" name="organizationId" defaultValue={query.organizationId ?? ""}>
            <option value="">Any</option>
            {audit.organizations.map((organization) => (
              <option key={organization.id} value={organization.id}>
                {organization.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-actor">Actor (email or id)</Label>
          <Input id="audit-actor" name="actor" defaultValue={query.actor ?? ""} maxLength={254} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-action">Action</Label>
          <NativeSelect id="audit-action" name="action" defaultValue={query.action ?? ""}>
            <option value="">Any</option>
            {audit.actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-risk">Risk level</Label>
          <NativeSelect id="audit-risk" name="risk" defaultValue={query.risk ?? ""}>
            <option value="">Any</option>
            {RISK_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-from">From (UTC)</Label>
          <Input id="audit-from" name="from" type="date" defaultValue={query.from ?? ""} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-to">To (UTC)</Label>
          <Input id="audit-to" name="to" type="date" defaultValue={query.to ?? ""} />
        </div>
        <div className="flex items-end gap-2 sm:col-span-3 lg:col-span-6">
          <Button type="submit" variant="secondary">
            Apply filters
          </Button>
          <a className="btn btn-outline btn-md" href={csvHref} download>
            Export CSV
          </a>
        </div>
      </Form>
      {filterError ? (
        <p role="alert" className="text-sm text-destructive">
          {filterError}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{audit.total === 1 ? "1 entry" : `${audit.total} entries`}</p>
      <AdminTable
        caption="Audit log entries"
        head={["When", "Organization", "Actor", "Action", "Entity", "Risk", "Address"]}
      >
        {audit.entries.map((entry) => (
          <tr key={entry.id}>
            <td className={cellClass}>{formatDateTime(entry.createdAt, timeZone)}</td>
            <td className={cellClass}>{entry.organizationName ?? ""}</td>
            <td className={cellClass}>{entry.actorEmail ?? entry.userId ?? "(system)"}</td>
            <td className={cellClass}>{entry.action}</td>
            <td className={cellClass}>{entry.entityType}</td>
            <td className={cellClass}>{entry.riskLevel}</td>
            <td className={cellClass}>{entry.ipAddress ?? ""}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager
        label="Pages of the audit log"
        page={audit.page}
        totalPages={Math.ceil(audit.total / audit.limit)}
        summary={`${audit.total} entries`}
        hrefFor={(target) => `${withParam(search, "page", target)}#audit-log`}
      />
    </AdminSection>
  );
}
