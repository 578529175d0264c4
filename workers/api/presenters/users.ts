import type { ActorUser } from "../../../app/.server/platform/context";

/** GET /api/me's user, in the spec's snake_case with the role repeated under app_metadata. */
export function presentUser(user: ActorUser) {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    avatar_url: user.avatarUrl,
    role: user.role,
    app_metadata: { role: user.role },
  };
}
