import { Crown, Settings } from "~/components/ui/icons";
import { type OrganizationRole, ROLE_LABELS } from "~/lib/organizations/roles";
import { cn } from "~/lib/platform/class-names";

// 001 §6: owner purple with a crown, admin red with a settings icon, member blue, others grey.
const STYLES: Record<OrganizationRole, string> = {
  owner: "bg-purple-100 text-purple-900 dark:bg-purple-900/40 dark:text-purple-100",
  admin: "bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100",
  member: "bg-blue-100 text-blue-900 dark:bg-blue-900/40 dark:text-blue-100",
  viewer: "bg-muted text-muted-foreground",
};

export function RoleBadge({ role }: { role: OrganizationRole }) {
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium", STYLES[role])}>
      {role === "owner" ? (
        <Crown className="h-3 w-3" aria-hidden="true" />
      ) : role === "admin" ? (
        <Settings className="h-3 w-3" aria-hidden="true" />
      ) : null}
      {ROLE_LABELS[role]}
    </span>
  );
}

const INITIALS_SIZES = { md: "h-10 w-10 text-sm", lg: "h-14 w-14 text-lg" } as const;

export function OrganizationInitials({
  name,
  logoUrl,
  size = "md",
}: {
  name: string;
  logoUrl?: string | null;
  size?: keyof typeof INITIALS_SIZES;
}) {
  if (logoUrl) return <img src={logoUrl} alt="" className={cn("rounded-md object-cover", INITIALS_SIZES[size])} />;
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex items-center justify-center rounded-md bg-primary/10 font-semibold text-primary",
        INITIALS_SIZES[size],
      )}
    >
      {letters || "?"}
    </span>
  );
}
