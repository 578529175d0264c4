// The organisation switcher's Radix version, loaded by the menu's first open (decision 024).
import { Link, useSubmit } from "@remix-run/react";
import type { MyOrganization } from "~/.server/organizations/organizations";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useFocusFirstItemOnce,
} from "~/components/ui/dropdown-menu";
import { Plus } from "~/components/ui/icons";
import { SHELL_TEXTS } from "~/lib/shell/constants";
import type { OpenedWith } from "./fallback-menu";
import {
  CREATE_ORGANIZATION_HREF,
  CurrentMark,
  HeldBackMark,
  ORGANIZATION_SWITCH_ACTION,
  OrganizationTrigger,
  switcherLabel,
} from "./organization-switcher";

export function OrganizationSwitcherDropdown({
  organizations,
  current,
  redirectTo,
  openedWith,
}: {
  organizations: MyOrganization[];
  current: MyOrganization | null;
  redirectTo: string;
  openedWith: OpenedWith;
}) {
  const submit = useSubmit();
  const focusFirstItem = useFocusFirstItemOnce(openedWith);
  return (
    <DropdownMenu defaultOpen={openedWith !== null}>
      <DropdownMenuTrigger className="menu-trigger" aria-label={switcherLabel(current)}>
        <OrganizationTrigger current={current} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72" onFocus={focusFirstItem}>
        <DropdownMenuLabel>{SHELL_TEXTS.switchOrganization}</DropdownMenuLabel>
        {organizations.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">{SHELL_TEXTS.noOrganizations}</p>
        ) : null}
        {organizations.map((org) => (
          <DropdownMenuItem
            key={org.id}
            aria-current={org.id === current?.id ? "true" : undefined}
            onSelect={() => {
              if (org.id !== current?.id)
                submit({ organizationId: org.id, redirectTo }, { method: "post", action: ORGANIZATION_SWITCH_ACTION });
            }}
          >
            <span className="truncate">{org.name}</span>
            {org.heldBack ? <HeldBackMark /> : null}
            {org.id === current?.id ? (
              <CurrentMark />
            ) : (
              <span className="ml-auto text-xs capitalize text-muted-foreground">{org.role}</span>
            )}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={CREATE_ORGANIZATION_HREF}>
            <Plus aria-hidden="true" /> {SHELL_TEXTS.createOrganization}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
