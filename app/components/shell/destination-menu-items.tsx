// A list of the shell's destinations as items of a Radix menu (the quick actions, the account menu's pages).
import { Link } from "@remix-run/react";
import { DropdownMenuItem } from "~/components/ui/dropdown-menu";
import type { Destination } from "~/lib/shell/navigation";

export function DestinationMenuItems({ destinations }: { destinations: readonly Destination[] }) {
  return destinations.map(({ href, label, icon: Icon }) => (
    <DropdownMenuItem key={href} asChild>
      <Link to={href}>
        <Icon aria-hidden="true" /> {label}
      </Link>
    </DropdownMenuItem>
  ));
}
