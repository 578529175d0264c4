// The security page's sign-in panels: current lockouts (with unlock) and failed sign-ins grouped two ways.
import { formatDateTime } from "~/lib/platform/dates";
import { AdminActionButton } from "./action-button";
import { AdminSection, AdminTable, cellClass, useAdminTimeZone } from "./admin-page";

type Lockout = { email: string; failedCount: number; lockedUntil: number | null; lastFailedAt: number | null };

export function LockoutsPanel({ lockouts }: { lockouts: Lockout[] }) {
  const timeZone = useAdminTimeZone();
  return (
    <AdminSection title="Current lockouts" id="lockouts">
      {lockouts.length ? (
        <AdminTable caption="Current lockouts" head={["Email", "Failed attempts", "Locked until", ""]}>
          {lockouts.map((lockout) => (
            <tr key={lockout.email}>
              <td className={cellClass}>{lockout.email}</td>
              <td className={`${cellClass} tabular-nums`}>{lockout.failedCount}</td>
              <td className={cellClass}>{lockout.lockedUntil ? formatDateTime(lockout.lockedUntil, timeZone) : ""}</td>
              <td className={cellClass}>
                <AdminActionButton intent="unlock" fields={{ email: lockout.email }} label="Unlock" />
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="text-sm">No address is locked out right now.</p>
      )}
    </AdminSection>
  );
}

type Group = { attempts: number; lastAt: number };
type Failed = {
  byAccount: (Group & { email: string | null })[];
  byAddress: (Group & { ipAddress: string | null })[];
  days: number;
};

export function FailedSignInsPanel({ failed }: { failed: Failed }) {
  const timeZone = useAdminTimeZone();
  return (
    <AdminSection title={`Failed sign-ins, last ${failed.days} days`} id="failed-sign-ins">
      <div className="grid gap-4 md:grid-cols-2">
        <AdminTable caption="Failed sign-ins by account" head={["Account", "Attempts", "Last"]}>
          {failed.byAccount.map((row) => (
            <tr key={row.email ?? "none"}>
              <td className={cellClass}>{row.email ?? "(no address)"}</td>
              <td className={`${cellClass} tabular-nums`}>{row.attempts}</td>
              <td className={cellClass}>{formatDateTime(row.lastAt, timeZone)}</td>
            </tr>
          ))}
        </AdminTable>
        <AdminTable caption="Failed sign-ins by address" head={["Address", "Attempts", "Last"]}>
          {failed.byAddress.map((row) => (
            <tr key={row.ipAddress ?? "none"}>
              <td className={cellClass}>{row.ipAddress ?? "(unknown)"}</td>
              <td className={`${cellClass} tabular-nums`}>{row.attempts}</td>
              <td className={cellClass}>{formatDateTime(row.lastAt, timeZone)}</td>
            </tr>
          ))}
        </AdminTable>
      </div>
      {failed.byAccount.length === 0 ? <p className="text-sm">No failed sign-in recorded in this period.</p> : null}
    </AdminSection>
  );
}
