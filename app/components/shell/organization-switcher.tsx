import { useEffect, useRef } from "react";
import type { MyOrganization } from "~/.server/organizations/organizations";
import { Building2, Check, ChevronsUpDown } from "~/components/ui/icons";
import { toast } from "~/components/ui/toasts";
import { onFirstUse } from "~/components/use-first-use";
import { SHELL_TEXTS } from "~/lib/shell/constants";
import { QUICK_ACTIONS } from "~/lib/shell/navigation";
import { FallbackMenu } from "./fallback-menu";
import { useRedirectTo } from "./use-redirect-to";

export const ORGANIZATION_SWITCH_ACTION = "/resources/organization-switch";
export const CREATE_ORGANIZATION_HREF = QUICK_ACTIONS.find((action) =>
  action.href.startsWith("/dashboard/organizations"),
)!.href;

export function OrganizationTrigger({ current }: { current: MyOrganization | null }) {
  return (
    <>
      <Building2 className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span className="hidden max-w-[10rem] truncate lg:inline">{current?.name ?? "No organization"}</span>
      <ChevronsUpDown className="hidden h-4 w-4 shrink-0 lg:inline" aria-hidden="true" />
    </>
  );
}

export function CurrentMark() {
  return (
    <span className="ml-auto inline-flex items-center gap-1 text-xs font-medium text-primary">
      <Check aria-hidden="true" /> {SHELL_TEXTS.currentOrganization}
    </span>
  );
}

/** An organisation whose security policy holds the member back here (decision 048): still listed, marked. */
export function HeldBackMark() {
  return <span className="text-xs font-medium text-destructive">{SHELL_TEXTS.organizationHeldBack}</span>;
}

export const switcherLabel = (current: MyOrganization | null) =>
  current ? `${SHELL_TEXTS.switchOrganization}: ${current.name} is current` : SHELL_TEXTS.switchOrganization;

const dropdown = onFirstUse(() => import("./organization-switcher-dropdown"));

/** The organisation switcher: one form whose buttons each post an organisation (so it works without JavaScript). */
export function OrganizationSwitcher({
  organizations,
  current,
}: {
  organizations: MyOrganization[];
  current: MyOrganization | null;
}) {
  const redirectTo = useRedirectTo();
  const shownId = useRef(current?.id);
  useEffect(() => {
    if (current && shownId.current !== undefined && shownId.current !== current.id)
      toast.success(`Switched to ${current.name}`);
    shownId.current = current?.id;
  }, [current]);

  return (
    <FallbackMenu
      label={switcherLabel(current)}
      trigger={<OrganizationTrigger current={current} />}
      dropdown={dropdown}
      renderDropdown={({ OrganizationSwitcherDropdown }, openedWith) => (
        <OrganizationSwitcherDropdown
          organizations={organizations}
          current={current}
          redirectTo={redirectTo}
          openedWith={openedWith}
        />
      )}
    >
      <form method="post" action={ORGANIZATION_SWITCH_ACTION}>
        <p className="menu-label">{SHELL_TEXTS.switchOrganization}</p>
        {organizations.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">{SHELL_TEXTS.noOrganizations}</p>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {organizations.map((org) => (
          <button
            key={org.id}
            type="submit"
            name="organizationId"
            value={org.id}
            className="menu-item"
            aria-current={org.id === current?.id ? "true" : undefined}
          >
            <span className="truncate">{org.name}</span>
            {org.heldBack ? <HeldBackMark /> : null}
            {org.id === current?.id ? <CurrentMark /> : null}
          </button>
        ))}
      </form>
      <a href={CREATE_ORGANIZATION_HREF} className="menu-item">
        {SHELL_TEXTS.createOrganization}
      </a>
    </FallbackMenu>
  );
}
