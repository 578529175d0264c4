// The Create Vault wizard's posts (001 §2.2). Each step is a real form: its fields are saved into the server-side
// draft, then the wizard moves (next, previous, a step header) and redirects, so it works without JavaScript.
import { data, redirect } from "@remix-run/cloudflare";
import { createOrganization } from "~/.server/organizations/organizations";
import type { ActorContext } from "~/.server/platform/context";
import { parseFormOrThrow } from "~/.server/platform/form-parsing";
import { refusalOf } from "~/.server/remix/service-errors";
import { selectUploadedAssets, uploadIntoDraft } from "~/.server/vaults/draft-uploads";
import { createVaultFromDraft, discardDraft, getDraft, saveDraft, startDraft } from "~/.server/vaults/drafts";
import { type CreateOrganizationInput, CreateOrganizationSchema } from "~/lib/organizations/schemas";
import { ASSIGNABLE_VAULT_ROLES, type AssignableVaultRole } from "~/lib/vaults/roles";
import {
  type NewBoardMate,
  NewBoardMateSchema,
  type WizardDraft,
  WizardDraftSchema,
  WizardStepFormSchema,
} from "~/lib/vaults/schemas";
import { WIZARD_LAST_STEP, WIZARD_MESSAGES } from "~/lib/vaults/texts";

export type WizardAnswer = { draftId: string; error: string; fieldErrors?: Record<string, string[]> };

export const wizardHref = (draftId: string, step: number, extra = "") =>
  `/dashboard/vaults/create?draft=${draftId}&step=${step}${extra}`;

const roleOf = (value: FormDataEntryValue | null): AssignableVaultRole =>
  ASSIGNABLE_VAULT_ROLES.find((role) => role === value) ?? "viewer";

const texts = (form: FormData, name: string) => form.getAll(name).map(String).filter(Boolean);

/** What the posted step's own fields say, as a change to the draft. */
function stepPatch(step: number, form: FormData, draft: WizardDraft): Partial<WizardDraft> {
  switch (step) {
    case 0: {
      const organizationId = String(form.get("organizationId") ?? "") || null;
      if (!organizationId || organizationId === draft.organizationId) return {};
      // Documents and people belong to one organisation: a new choice starts them afresh.
      return { organizationId, assetIds: [], boardMates: [] };
    }
    case 1:
      return { assetIds: [...new Set([...texts(form, "assetIds"), ...texts(form, "keepAssetIds")])].slice(0, 50) };
    case 2:
      return { boardMates: texts(form, "boardMateIds").map((id) => ({ id, role: roleOf(form.get(`role-${id}`)) })) };
    case 3:
      return {
        vaultName: String(form.get("vaultName") ?? "").slice(0, 100),
        vaultDescription: String(form.get("vaultDescription") ?? "").slice(0, 500),
        accessLevel: WizardDraftSchema.shape.accessLevel.catch("organization").parse(form.get("accessLevel")),
        vaultType: WizardDraftSchema.shape.vaultType.catch("board_pack").parse(form.get("vaultType")),
      };
    default:
      return {};
  }
}

function targetStep(intent: string, step: number): number {
  if (intent === "next") return Math.min(step + 1, WIZARD_LAST_STEP);
  if (intent === "previous") return Math.max(step - 1, 0);
  if (intent.startsWith("goto:")) return Math.min(Math.max(Number(intent.slice(5)) || 0, 0), WIZARD_LAST_STEP);
  return step;
}

const refused = (draftId: string, error: unknown) => {
  const refusal = refusalOf(error);
  return data<WizardAnswer>(
    { draftId, error: refusal.message, fieldErrors: refusal.fieldErrors },
    { status: refusal.status },
  );
};

export async function performWizardAction(ctx: ActorContext, form: FormData) {
  const intent = String(form.get("intent") ?? "next");
  const postedDraft = String(form.get("draftId") ?? "");
  if (intent === "cancel") {
    if (postedDraft) await discardDraft(ctx, postedDraft);
    return redirect("/dashboard/vaults");
  }
  const draft = postedDraft ? await getDraft(ctx, postedDraft) : await startDraft(ctx);
  const stepValue = form.get("step");
  const step = stepValue === null ? draft.step : Math.min(Math.max(Number(stepValue) || 0, 0), WIZARD_LAST_STEP);
  const patch = stepValue === null ? {} : stepPatch(step, form, draft.data);

  if (intent === "createOrganization") {
    let input: CreateOrganizationInput;
    try {
      // The form kit's parse, as the browser's check: the same messages on both sides.
      input = parseFormOrThrow(form, CreateOrganizationSchema);
    } catch (error) {
      return refused(draft.id, error);
    }
    try {
      const organization = await createOrganization(ctx, input);
      await saveDraft(ctx, draft.id, 0, {
        organizationId: organization.id,
        organizationCreatedInWizard: true,
        organizationCreatedAt: organization.createdAt,
        assetIds: [],
        boardMates: [],
      });
      return redirect(wizardHref(draft.id, 0, "&created=1"));
    } catch (error) {
      return refused(draft.id, error);
    }
  }

  if (intent === "addBoardMate") {
    let parsed: NewBoardMate;
    try {
      // The step form's check (as the browser's), then the person as the draft keeps them (email lowercased).
      const checked = parseFormOrThrow(form, WizardStepFormSchema);
      parsed = NewBoardMateSchema.parse({
        email: checked.newEmail,
        fullName: checked.newFullName,
        role: roleOf(form.get("newRole")),
      });
    } catch (error) {
      const { fieldErrors } = refusalOf(error);
      return data<WizardAnswer>(
        { draftId: draft.id, error: WIZARD_MESSAGES.boardMateRequired, fieldErrors },
        { status: 400 },
      );
    }
    const current = { ...draft.data, ...patch };
    // Added only if the email is not already in the new-members list (001 §5).
    if (current.newBoardMates.some((mate) => mate.email === parsed.email))
      return data<WizardAnswer>(
        {
          draftId: draft.id,
          error: WIZARD_MESSAGES.boardMateTwice,
          fieldErrors: { newEmail: [WIZARD_MESSAGES.boardMateTwice] },
        },
        { status: 400 },
      );
    await saveDraft(ctx, draft.id, 2, { ...patch, newBoardMates: [...current.newBoardMates, parsed] });
    return redirect(wizardHref(draft.id, 2));
  }

  if (intent.startsWith("removeBoardMate:")) {
    const email = intent.slice("removeBoardMate:".length);
    const current = { ...draft.data, ...patch };
    await saveDraft(ctx, draft.id, 2, {
      ...patch,
      newBoardMates: current.newBoardMates.filter((mate) => mate.email !== email),
    });
    return redirect(wizardHref(draft.id, 2));
  }

  if (intent === "selectUploaded") {
    // The dropzone's uploads, once they all finished: selected along with what the step's boxes say.
    try {
      await selectUploadedAssets(ctx, draft, texts(form, "uploadedAssetIds"), {
        patch,
        organizationId: String(form.get("organizationId") ?? "") || null,
      });
    } catch (error) {
      return refused(draft.id, error);
    }
    return redirect(wizardHref(draft.id, 1, form.get("type") === "pdf" ? "&type=pdf" : ""));
  }

  if (intent.startsWith("filter:")) {
    await saveDraft(ctx, draft.id, 1, patch);
    return redirect(wizardHref(draft.id, 1, intent === "filter:pdf" ? "&type=pdf" : ""));
  }

  if (intent === "create") {
    await saveDraft(ctx, draft.id, WIZARD_LAST_STEP, patch);
    try {
      parseFormOrThrow(form, WizardStepFormSchema);
      const created = await createVaultFromDraft(ctx, draft.id);
      return redirect(`/dashboard/vaults/${created.id}`);
    } catch (error) {
      return refused(draft.id, error);
    }
  }

  const target = targetStep(intent, step);
  await saveDraft(ctx, draft.id, target, patch);
  return redirect(wizardHref(draft.id, target));
}

/** The asset step's plain upload (no JavaScript): the draft and the filter ride in the URL, the file is streamed. */
export async function performWizardUpload(ctx: ActorContext, request: Request) {
  const url = new URL(request.url);
  const draftId = url.searchParams.get("draft");
  try {
    const { draft } = await uploadIntoDraft(ctx, request, draftId);
    const filter = url.searchParams.get("type") === "pdf" ? "&type=pdf" : "";
    return redirect(wizardHref(draft.id, 1, `${filter}&uploaded=1`));
  } catch (error) {
    return refused(draftId ?? "", error);
  }
}
