import { Link } from "@remix-run/react";
import { Avatar } from "~/components/profile/avatar";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** Who is signed in; the name, title, photo, time zone and language are edited on the profile page alone. */
export function ProfileSection({
  profile,
}: {
  profile: { fullName: string | null; email: string; avatarUrl: string | null };
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Signed in as {profile.email}.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        <span className="flex items-center gap-3">
          <Avatar avatarUrl={profile.avatarUrl} name={profile.fullName} email={profile.email} className="h-10 w-10" />
          <span className="font-medium">{profile.fullName || profile.email}</span>
        </span>
        <Button asChild variant="outline">
          <Link to="/dashboard/profile">Edit profile</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
