// A person's photo, or their initials when they have none (the shell's menu, the profile page, the admin pages).
import { cn } from "~/lib/platform/class-names";
import { initialsOf } from "~/lib/profile/constants";

export function Avatar({
  avatarUrl,
  name,
  email,
  className,
}: {
  avatarUrl: string | null;
  name: string | null;
  email: string;
  className?: string;
}) {
  if (avatarUrl)
    return <img src={avatarUrl} alt="" className={cn("avatar object-cover", className)} width={32} height={32} />;
  return (
    <span aria-hidden="true" className={cn("avatar", className)}>
      {initialsOf(name, email)}
    </span>
  );
}
