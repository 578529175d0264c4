import { Link, useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import type { MyOrganization } from "~/.server/organizations/organizations";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { Building2, Check, ChevronsUpDown, Plus } from "~/components/ui/icons";
import { SHELL_TEXTS } from "~/lib/shell/constants";
import { QUICK_ACTIONS } from "~/lib/shell/navigation";
import { FallbackMenu, fallbackItemClass, fallbackLabelClass, triggerClass } from "./fallback-menu";

export const ORGANIZATION_SWITCH_ACTION = "/resources/organization-switch";
const CREATE_HREF = QUICK_ACTIONS.find((action) => action.href.startsWith("/dashboard/organizations"))!.href;

function Trigger({ current }: { current: MyOrganization | null }) {
  return (
    <>
      <Building2 className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span className="hidden max-w-[10rem] truncate lg:inline">{current?.name ?? "No organization"}</span>
      <ChevronsUpDown className="hidden h-4 w-4 shrink-0 lg:inline" aria-hidden="true" />
    </>
  );
}

function CurrentMark() {
  return (
    <span className="ml-auto inline-flex items-center gap-1 text-xs font-medium text-primary">
      <Check aria-hidden="true" /> {SHELL_TEXTS.currentOrganization}
    </span>
  );
}

export function OrganizationSwitcher({
  organizations,
  current,
  hydrated,
}: {
  organizations: MyOrganization[];
  current: MyOrganization | null;
  hydrated: boolean;
}) {
  const location = useLocation();
  const submit = useSubmit();
  const redirectTo = location.pathname + location.search;
  const shownId = useRef(current?.id);
  useEffect(() => {
    if (hydrated && current && shownId.current !== undefined && shownId.current !== current.id)
      toast.success(`Switched to ${current.name}`);
    shownId.current = current?.id;
  }, [current, hydrated]);
  const label = current
    ? `${SHELL_TEXTS.switchOrganization}: ${current.name} is current`
    : SHELL_TEXTS.switchOrganization;

  if (!hydrated) {
    return (
      <FallbackMenu label={label} trigger={<Trigger current={current} />} triggerClassName={triggerClass}>
        <p className={fallbackLabelClass}>{SHELL_TEXTS.switchOrganization}</p>
        {organizations.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">{SHELL_TEXTS.noOrganizations}</p>
        ) : null}
        {organizations.map((org) => (
          <form key={org.id} method="post" action={ORGANIZATION_SWITCH_ACTION}>
            <input type="hidden" name="organizationId" value={org.id} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <button
              type="submit"
              className={fallbackItemClass}
              aria-current={org.id === current?.id ? "true" : undefined}
            >
              <span className="truncate">{org.name}</span>
              {org.id === current?.id ? <CurrentMark /> : null}
            </button>
          </form>
        ))}
        <a href={CREATE_HREF} className={fallbackItemClass}>
          <Plus aria-hidden="true" /> {SHELL_TEXTS.createOrganization}
        </a>
      </FallbackMenu>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={triggerClass} aria-label={label}>
        <Trigger current={current} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
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
            {org.id === current?.id ? (
              <CurrentMark />
            ) : (
              <span className="ml-auto text-xs capitalize text-muted-foreground">{org.role}</span>
            )}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={CREATE_HREF}>
            <Plus aria-hidden="true" /> {SHELL_TEXTS.createOrganization}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
