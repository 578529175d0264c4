// Two-factor sign-in for the signed-in account (issue 13): set it up (QR code rendered on the server, and the
// secret to type in), confirm with a first code, see the recovery codes once; turn it off or renew the codes with
// a current code. Every form posts an `intent` to this page's action, with or without JavaScript.
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { TWO_FACTOR_PAGE_READS } from "~/.server/auth/page-reads";
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  twoFactorState,
} from "~/.server/auth/two-factor";
import { formError } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { RecoveryCodes } from "~/components/auth-security/recovery-codes";
import type { TwoFactorActionData } from "~/components/auth-security/two-factor-cards";
import * as twoFactorCards from "~/components/auth-security/two-factor-cards";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import { StatusMessage } from "~/components/ui/status-message";
import { TWO_FACTOR_MESSAGES } from "~/lib/auth/two-factor";
import { TwoFactorCodeSchema, TwoFactorIntentSchema } from "~/lib/auth/two-factor-schemas";

// The cards' forms and the form kit bring their code after the page's (decisions 037, 051); the server renders
// them in full, and they post natively until it is in.
const TwoFactorCards = lazyOnClient(import.meta.env.SSR && twoFactorCards.TwoFactorCards, () =>
  import("~/components/auth-security/two-factor-cards").then((m) => m.TwoFactorCards),
);

export const meta: MetaFunction = () => [{ title: "Two-factor sign-in · Settings · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  return orErrorPage(twoFactorState(ctx, context.services.prefetchedPage(TWO_FACTOR_PAGE_READS)));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const formData = await request.formData();
  const parsed = TwoFactorIntentSchema.safeParse(formData.get("intent"));
  if (!parsed.success) return data({ error: "Unknown action" }, { status: 400 });
  const intent = parsed.data;
  if (intent === "start") {
    try {
      await startTwoFactorSetup(ctx);
      return data({ intent } satisfies TwoFactorActionData);
    } catch (error) {
      const submission = parseWithZod(formData, { schema: TwoFactorCodeSchema.partial() });
      const failed = formError(submission, error);
      return data({ intent, result: failed.data.result } satisfies TwoFactorActionData, failed.init ?? undefined);
    }
  }
  const submission = parseWithZod(formData, { schema: TwoFactorCodeSchema });
  if (submission.status !== "success")
    return data({ intent, result: submission.reply({ hideFields: ["code"] }) } satisfies TwoFactorActionData, {
      status: 400,
    });
  try {
    const { code } = submission.value;
    if (intent === "disable") {
      await disableTwoFactor(ctx, code);
      return data({ intent, message: TWO_FACTOR_MESSAGES.disabled } satisfies TwoFactorActionData);
    }
    const { recoveryCodes } =
      intent === "confirm" ? await confirmTwoFactorSetup(ctx, code) : await regenerateRecoveryCodes(ctx, code);
    const message = intent === "confirm" ? TWO_FACTOR_MESSAGES.enabled : TWO_FACTOR_MESSAGES.recoveryCodesRegenerated;
    return data({ intent, message, recoveryCodes } satisfies TwoFactorActionData);
  } catch (error) {
    const failed = formError(submission, error, ["code"]);
    return data({ intent, result: failed.data.result } satisfies TwoFactorActionData, failed.init ?? undefined);
  }
}

export default function TwoFactorSettingsPage() {
  const state = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const mine = answer && "intent" in answer ? (answer as TwoFactorActionData) : undefined;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className="text-sm">
          <Link to="/dashboard/settings" className="text-primary underline-offset-4 hover:underline">
            Settings
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">Two-factor sign-in</h1>
        <p className="text-muted-foreground">
          After your password, sign-in asks for a code from an authenticator app on your phone.
        </p>
      </header>
      <StatusMessage message={mine?.message} />
      {mine?.recoveryCodes ? <RecoveryCodes codes={mine.recoveryCodes} /> : null}
      <LazySection>
        <TwoFactorCards state={state} answer={mine} />
      </LazySection>
    </div>
  );
}
