// The panels of one user's admin page: the account and its actions, then organisations, sessions and audit.
import { Link } from "@remix-run/react";
import { Avatar } from "~/components/profile/avatar";
import { ADMIN_MESSAGES } from "~/lib/admin/constants";
import { formatDateTime } from "~/lib/platform/dates";
import { AdminActionButton } from "./action-button";
import { AdminSection, AdminTable, cellClass, useAdminTimeZone } from "./admin-page";

type AccountUser = {
  id: string;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
  role: "user" | "admin";
  isDemo: boolean;
  suspendedAt: number | null;
  mustChangePassword: boolean;
  passwordChangedAt: number | null;
  createdAt: number;
};

export function UserAccountPanel({ user, isSelf }: { user: AccountUser; isSelf: boolean }) {
  const timeZone = useAdminTimeZone();
  const id = { userId: user.id };
  return (
    <AdminSection title="Account" id="account">
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Photo</dt>
          <dd className="flex items-center gap-2">
            <Avatar avatarUrl={user.avatarUrl} name={user.fullName} email={user.email} />
            {user.avatarUrl ? "Profile photo" : "None: initials are shown"}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Platform role</dt>
          <dd>{user.role === "admin" ? "Administrator" : "User"}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Status</dt>
          <dd>{user.suspendedAt ? `Suspended since ${formatDateTime(user.suspendedAt, timeZone)}` : "Active"}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Password</dt>
          <dd>
            {user.mustChangePassword
              ? "Must be changed at the next sign-in"
              : user.passwordChangedAt
                ? `Last changed ${formatDateTime(user.passwordChangedAt, timeZone)}`
                : "Not changed since the account was created"}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Joined</dt>
          <dd>{formatDateTime(user.createdAt, timeZone)}</dd>
        </div>
      </dl>
      {isSelf ? (
        <p className="text-sm text-muted-foreground">{ADMIN_MESSAGES.notYourself}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {user.suspendedAt ? (
            <AdminActionButton intent="reactivate" fields={id} label="Reactivate account" />
          ) : (
            <AdminActionButton intent="suspend" fields={id} label="Suspend account" variant="destructive" />
          )}
          {user.isDemo ? null : (
            <>
              <AdminActionButton intent="force-reset" fields={id} label="Force a password reset" />
              {user.role === "admin" ? (
                <AdminActionButton intent="set-role" fields={{ ...id, role: "user" }} label="Revoke administrator" />
              ) : (
                <AdminActionButton intent="set-role" fields={{ ...id, role: "admin" }} label="Make administrator" />
              )}
            </>
          )}
        </div>
      )}
    </AdminSection>
  );
}

type Membership = { organizationId: string; organizationName: string; memberRole: string; memberStatus: string };
type Session = { id: string; createdAt: number; lastSeenAt: number; userAgent: string | null };
type AuditEntry = {
  id: string;
  action: string;
  entityType: string;
  riskLevel: string;
  ipAddress: string | null;
  createdAt: number;
};

export function UserActivityPanels({
  userId,
  memberships,
  sessions,
  audit,
}: {
  userId: string;
  memberships: Membership[];
  sessions: Session[];
  audit: AuditEntry[];
}) {
  const timeZone = useAdminTimeZone();
  return (
    <>
      <AdminSection title="Organizations" id="organizations">
        {memberships.length ? (
          <AdminTable caption="Organizations" head={["Organization", "Role", "Status"]}>
            {memberships.map((membership) => (
              <tr key={membership.organizationId}>
                <td className={cellClass}>{membership.organizationName}</td>
                <td className={cellClass}>{membership.memberRole}</td>
                <td className={cellClass}>{membership.memberStatus.replace("_", " ")}</td>
              </tr>
            ))}
          </AdminTable>
        ) : (
          <p className="text-sm">Not a member of any organization.</p>
        )}
      </AdminSection>
      <AdminSection title="Active sessions" id="sessions">
        {sessions.length ? (
          <>
            <AdminTable caption="Active sessions" head={["Browser", "Signed in", "Last active", ""]}>
              {sessions.map((session) => (
                <tr key={session.id}>
                  <td className={cellClass}>{session.userAgent ?? "Unknown browser"}</td>
                  <td className={cellClass}>{formatDateTime(session.createdAt, timeZone)}</td>
                  <td className={cellClass}>{formatDateTime(session.lastSeenAt, timeZone)}</td>
                  <td className={cellClass}>
                    <AdminActionButton intent="revoke-session" fields={{ userId, sessionId: session.id }} label="End" />
                  </td>
                </tr>
              ))}
            </AdminTable>
            <AdminActionButton intent="revoke-all-sessions" fields={{ userId }} label="End every session" />
          </>
        ) : (
          <p className="text-sm">No active session.</p>
        )}
      </AdminSection>
      <AdminSection title="Recent audit entries" id="audit">
        {audit.length ? (
          <AdminTable caption="Recent audit entries" head={["When", "Action", "Entity", "Risk", "Address"]}>
            {audit.map((entry) => (
              <tr key={entry.id}>
                <td className={cellClass}>{formatDateTime(entry.createdAt, timeZone)}</td>
                <td className={cellClass}>{entry.action}</td>
                <td className={cellClass}>{entry.entityType}</td>
                <td className={cellClass}>{entry.riskLevel}</td>
                <td className={cellClass}>{entry.ipAddress ?? ""}</td>
              </tr>
            ))}
          </AdminTable>
        ) : (
          <p className="text-sm">No audit entries yet.</p>
        )}
        <Link className="text-sm underline" to={`/admin/security?actor=${userId}#audit-log`}>
          Every entry by this user
        </Link>
      </AdminSection>
    </>
  );
}
