import { Button } from "~/components/ui/button";
import { PLAN_FEATURES_NOT_BUILT } from "~/lib/organizations/texts";

type Plan = {
  name: string;
  priceMonthlyCents: number;
  maxBoardPacks: number;
  maxStorageGb: number;
  maxFileSizeMb: number;
  maxMembers: number;
  aiSummarization: boolean;
  advancedPermissions: boolean;
  ssoEnabled: boolean;
  auditLogs: boolean;
  apiAccess: boolean;
  whiteLabel: boolean;
};

export function FeaturesTab({
  plan,
  usage,
  isOwner,
}: {
  plan: Plan | null;
  usage: { members: number };
  isOwner: boolean;
}) {
  if (!plan) return <p className="text-muted-foreground">No plan is recorded for this organization.</p>;
  const limit = (value: number, unit = "") => (value === -1 ? "Unlimited" : `${value}${unit}`);
  const flags: [string, boolean][] = [
    ["AI summarization", plan.aiSummarization],
    ["Advanced permissions", plan.advancedPermissions],
    ["Single sign-on", plan.ssoEnabled],
    ["Audit logs", plan.auditLogs],
    ["API access", plan.apiAccess],
    ["White label", plan.whiteLabel],
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-md border p-4">
        <p className="text-lg font-semibold">
          {plan.name} plan{" "}
          <span className="text-sm font-normal text-muted-foreground">
            ${(plan.priceMonthlyCents / 100).toFixed(0)}/month
          </span>
        </p>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Members</dt>
            <dd className="tabular-nums">
              {usage.members} of {limit(plan.maxMembers)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Board packs</dt>
            <dd>{limit(plan.maxBoardPacks)} (usage not counted yet)</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Storage</dt>
            <dd>{limit(plan.maxStorageGb, " GB")} (usage not tracked yet)</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Largest file</dt>
            <dd>{limit(plan.maxFileSizeMb, " MB")}</dd>
          </div>
        </dl>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {flags.map(([label, on]) => (
          <li key={label} className="flex items-center justify-between rounded-md border px-3 py-2 text-sm">
            <span>
              {label}
              {PLAN_FEATURES_NOT_BUILT.includes(label) ? (
                <span className="block text-xs text-muted-foreground">Not built yet</span>
              ) : null}
            </span>
            <span className={on ? "text-success" : "text-muted-foreground"}>{on ? "Included" : "Not included"}</span>
          </li>
        ))}
      </ul>
      {isOwner ? (
        <div className="flex flex-col gap-2">
          <div className="flex gap-2">
            <Button disabled>Manage Billing</Button>
            <Button disabled variant="outline">
              Upgrade/Downgrade
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">Billing is not available in this open-source edition yet.</p>
        </div>
      ) : null}
    </div>
  );
}
