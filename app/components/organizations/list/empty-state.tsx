import { Link } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Building2 } from "~/components/ui/icons";

export function NoOrganizations({ status }: { status: "active" | "archived" }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
      <Building2 className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">
        {status === "archived" ? "No archived organizations" : "No organizations yet"}
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {status === "archived"
          ? "Organizations you archive appear here and can be restored."
          : "Create your board's organization, or accept an invitation to join one."}
      </p>
      {status === "active" ? (
        <Button asChild>
          <Link to="/dashboard/organizations/create">Create Organization</Link>
        </Button>
      ) : null}
    </div>
  );
}
