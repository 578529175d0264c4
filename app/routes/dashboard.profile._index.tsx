import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PROFILE_PAGE_READS } from "~/.server/profile/page-reads";
import { loadProfile, removeAvatar, updateProfile, uploadAvatar } from "~/.server/profile/profile";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { DemoLockedNote } from "~/components/demo/demo-locked-note";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import * as avatarForm from "~/components/profile/avatar-form";
import * as profileForm from "~/components/profile/profile-form";
import { NoFieldsSchema } from "~/lib/forms/empty-schema";
import { PROFILE_MESSAGES } from "~/lib/profile/constants";
import { AvatarSchema, ProfileSchema } from "~/lib/profile/schemas";

// The forms and the form kit bring their code after the page's (decisions 037, 051); the server renders them in
// full, and they post natively until it is in.
const AvatarForm = lazyOnClient(import.meta.env.SSR && avatarForm.AvatarForm, () =>
  import("~/components/profile/avatar-form").then((m) => m.AvatarForm),
);
const ProfileForm = lazyOnClient(import.meta.env.SSR && profileForm.ProfileForm, () =>
  import("~/components/profile/profile-form").then((m) => m.ProfileForm),
);

export const meta: MetaFunction = () => [{ title: "Profile · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const prefetched = context.services.prefetchedPage(PROFILE_PAGE_READS);
  return orErrorPage(async () => ({ profile: await loadProfile(ctx, prefetched), userId: ctx.actor.user.id }));
}

type Answer = ReturnType<typeof invalidSubmission>;
/** Each answer names its form, so only that form shows it (errors, or the saved line). */
const forForm = (intent: string, answer: Answer) => data({ intent, ...answer.data }, answer.init ?? undefined);

/** Three forms post here with their intent: the details, a new photo, removing the photo. */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "profile");
  if (intent === "avatar" || intent === "remove-avatar") {
    const submission = parseWithZod(formData, { schema: intent === "avatar" ? AvatarSchema : NoFieldsSchema });
    if (submission.status !== "success") return forForm(intent, invalidSubmission(submission));
    try {
      if (intent === "avatar") await uploadAvatar(ctx, formData.get("avatar") as File | null);
      else await removeAvatar(ctx);
      const message = intent === "avatar" ? PROFILE_MESSAGES.avatarSaved : PROFILE_MESSAGES.avatarRemoved;
      return data({ intent, result: submission.reply({ resetForm: true }), message });
    } catch (error) {
      return forForm(intent, formError(submission, error));
    }
  }
  const submission = parseWithZod(formData, { schema: ProfileSchema });
  if (submission.status !== "success") return forForm("profile", invalidSubmission(submission));
  try {
    await updateProfile(ctx, submission.value);
    return data({ intent: "profile", result: submission.reply(), message: PROFILE_MESSAGES.saved });
  } catch (error) {
    return forForm("profile", formError(submission, error));
  }
}

export default function ProfilePage() {
  const { profile, userId } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Profile</h1>
        <p className="text-muted-foreground">
          How you appear to your boards. Your theme, default views and meeting preferences are on the{" "}
          <Link to="/dashboard/profile/preferences" className="underline">
            preferences page
          </Link>
          .
        </p>
      </header>
      <DemoLockedNote isDemo={profile.isDemo} />
      <LazySection>
        <AvatarForm
          userId={userId}
          avatarUrl={profile.avatarUrl}
          name={profile.fullName}
          email={profile.email}
          disabled={profile.isDemo}
        />
        <ProfileForm
          key={`${profile.fullName}|${profile.title}|${profile.timezone}`}
          profile={profile}
          disabled={profile.isDemo}
        />
      </LazySection>
    </div>
  );
}
