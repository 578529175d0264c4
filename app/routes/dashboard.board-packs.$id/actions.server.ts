// The pack page's changes, one small function per intent (decision 015): the details form answers Conform's
// reply; every other intent answers a status line or a refusal.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/cloudflare";
import {
  addPaper,
  addSection,
  movePaper,
  moveSection,
  removePaper,
  removeSection,
  renameSection,
} from "~/.server/board-packs/contents";
import { replacePaper } from "~/.server/board-packs/late-papers";
import { archiveBoardPack, publishBoardPack, restoreBoardPack, updateBoardPack } from "~/.server/board-packs/packs";
import type { ActorContext } from "~/.server/platform/context";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { refusalOf } from "~/.server/remix/service-errors";
import { BOARD_PACK_MESSAGES } from "~/lib/board-packs/constants";
import { type BoardPackPageAction, BoardPackPageActionSchema, BoardPackSchema } from "~/lib/board-packs/schemas";

type Handlers = {
  [Intent in BoardPackPageAction["intent"]]: (
    ctx: ActorContext,
    packId: string,
    input: Extract<BoardPackPageAction, { intent: Intent }>,
  ) => Promise<string>;
};

const HANDLERS: Handlers = {
  publish: (ctx, id) => publishBoardPack(ctx, id).then(() => BOARD_PACK_MESSAGES.published),
  archive: (ctx, id) => archiveBoardPack(ctx, id).then(() => BOARD_PACK_MESSAGES.archived),
  restore: (ctx, id) => restoreBoardPack(ctx, id).then(() => BOARD_PACK_MESSAGES.restored),
  "add-section": (ctx, id, input) => addSection(ctx, id, input.title).then(() => BOARD_PACK_MESSAGES.sectionAdded),
  "rename-section": (ctx, id, input) =>
    renameSection(ctx, id, input.sectionId, input.title).then(() => BOARD_PACK_MESSAGES.sectionRenamed),
  "move-section": (ctx, id, input) =>
    moveSection(ctx, id, input.sectionId, input.direction).then(() => BOARD_PACK_MESSAGES.moved),
  "remove-section": (ctx, id, input) =>
    removeSection(ctx, id, input.sectionId).then(() => BOARD_PACK_MESSAGES.sectionRemoved),
  "add-paper": (ctx, id, input) => addPaper(ctx, id, input).then(() => BOARD_PACK_MESSAGES.paperAdded),
  "move-paper": (ctx, id, input) =>
    movePaper(ctx, id, input.itemId, input.direction).then(() => BOARD_PACK_MESSAGES.moved),
  "remove-paper": (ctx, id, input) => removePaper(ctx, id, input.itemId).then(() => BOARD_PACK_MESSAGES.paperRemoved),
  "replace-paper": (ctx, id, input) =>
    replacePaper(ctx, id, input.itemId, input.assetId).then(() => BOARD_PACK_MESSAGES.paperReplaced),
};

export async function performBoardPackAction(ctx: ActorContext, packId: string, formData: FormData) {
  if (formData.get("intent") === "save") {
    const submission = parseWithZod(formData, { schema: BoardPackSchema });
    if (submission.status !== "success") return invalidSubmission(submission);
    try {
      await updateBoardPack(ctx, packId, submission.value);
      return { ok: BOARD_PACK_MESSAGES.saved, result: submission.reply() };
    } catch (error) {
      return formError(submission, error);
    }
  }
  const parsed = BoardPackPageActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return data({ refusal: parsed.error.issues[0]?.message ?? "Invalid request" }, { status: 400 });
  const input = parsed.data;
  const handler = HANDLERS[input.intent] as (ctx: ActorContext, id: string, value: typeof input) => Promise<string>;
  try {
    return { ok: await handler(ctx, packId, input) };
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ refusal: refusal.message }, { status: refusal.status });
  }
}
