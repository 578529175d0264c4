// One schema per annotation input, shared by the API, the reader's forms and the no-JavaScript forms.
import {
  ANNOTATION_COLORS,
  ANNOTATION_MAX_CHARACTERS,
  ANNOTATION_TYPES,
  DEFAULT_ANNOTATION_COLOR,
  DEFAULT_ANNOTATION_OPACITY,
} from "../assets/constants";
import { z } from "../platform/zod";
import { ANNOTATION_MODES, MAX_PAGE_NUMBER, MAX_PAGE_UNITS, MAX_RECTS_PER_ANNOTATION } from "./constants";

const COLOR_VALUES = ANNOTATION_COLORS.map((color) => color.value) as [string, ...string[]];

const text = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(ANNOTATION_MAX_CHARACTERS, `${label} must be at most ${ANNOTATION_MAX_CHARACTERS} characters`);

const optionalText = z
  .string()
  .trim()
  .max(ANNOTATION_MAX_CHARACTERS, `At most ${ANNOTATION_MAX_CHARACTERS} characters`)
  .nullish()
  .transform((value) => value || null);

const unit = z.number().finite().min(0).max(MAX_PAGE_UNITS);

/** A rectangle in page units (PDF points from the page's top-left), as 001 §3 names its fields. */
export const RectSchema = z
  .object({ x1: unit, y1: unit, x2: unit, y2: unit, width: unit, height: unit })
  .refine((rect) => rect.x2 >= rect.x1 && rect.y2 >= rect.y1, "A rectangle's end must not precede its start");

export const PositionSchema = z.object({
  pageNumber: z.number().int().min(1).max(MAX_PAGE_NUMBER).optional(),
  rects: z.array(RectSchema).max(MAX_RECTS_PER_ANNOTATION).default([]),
  boundingRect: RectSchema,
});
export type AnnotationPosition = z.infer<typeof PositionSchema>;

/**
 * A position as stored and shown: re-anchoring onto a new version keeps the old rectangles and notes the version
 * they were measured on, until a reader measures them again on the new text (`needsRemeasuring`).
 */
export const StoredPositionSchema = PositionSchema.extend({
  measuredOnVersion: z.number().int().min(1).optional(),
});
export type StoredPosition = z.infer<typeof StoredPositionSchema>;

/** True while an annotation's rectangles are still those of an earlier version's text. */
export const needsRemeasuring = (annotation: { versionNumber: number; position: StoredPosition | null }) =>
  annotation.position?.measuredOnVersion !== undefined &&
  annotation.position.measuredOnVersion < annotation.versionNumber;

export const AnnotationColorSchema = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(COLOR_VALUES, { error: "Choose one of the palette's colours" }));

/** 0.1 to 1 in steps of 0.1 (001 §5). */
export const OpacitySchema = z
  .number()
  .min(0.1, "Opacity is at least 0.1")
  .max(1, "Opacity is at most 1")
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, "Opacity moves in steps of 0.1")
  .transform((value) => Math.round(value * 10) / 10);

/** POST /api/assets/{id}/annotations (002 §7.3; 001 §7 payload). */
export const CreateAnnotationSchema = z.object({
  annotationType: z
    .enum([...ANNOTATION_TYPES, ...ANNOTATION_MODES], { error: "Unknown annotation type" })
    .transform((type) => (type === "select" ? "textbox" : type)),
  content: z.object({ text: text("Content") }, { error: "Content is required" }),
  pageNumber: z.number({ error: "Page number is required" }).int().min(1).max(MAX_PAGE_NUMBER),
  position: PositionSchema.nullish().transform((value) => value ?? null),
  selectedText: optionalText,
  commentText: optionalText,
  color: AnnotationColorSchema.default(DEFAULT_ANNOTATION_COLOR),
  opacity: OpacitySchema.default(DEFAULT_ANNOTATION_OPACITY),
  isPrivate: z.boolean().default(false),
});
export type CreateAnnotationInput = z.output<typeof CreateAnnotationSchema>;

/** PATCH/PUT: the text, resolved or not, the colour. */
export const UpdateAnnotationSchema = z
  .object({
    content: z.object({ text: text("Content") }).optional(),
    // Absent leaves it; null or blank clears it.
    commentText: z
      .string()
      .trim()
      .max(ANNOTATION_MAX_CHARACTERS, `At most ${ANNOTATION_MAX_CHARACTERS} characters`)
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
    isResolved: z.boolean().optional(),
    color: AnnotationColorSchema.optional(),
    /** Rectangles measured again on the current version's text (the reader sends them once, after re-anchoring). */
    position: PositionSchema.optional(),
  })
  .strict()
  .refine((input) => Object.values(input).some((value) => value !== undefined), "Nothing to change");
export type UpdateAnnotationInput = z.output<typeof UpdateAnnotationSchema>;

export const CreateReplySchema = z.object({ content: text("Reply") });
export type CreateReplyInput = z.output<typeof CreateReplySchema>;

// ---- The reader page's forms (real form posts; the browser enhances them with fetchers) ----

const formId = z.string().min(1).max(100);
const formJson = z
  .string()
  .max(64_000)
  .transform((value, context) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: "Invalid position" });
      return z.NEVER;
    }
  });

/**
 * The annotation form's fields: the no-JavaScript page comment sends the page and the text; the reader adds the
 * type, the selection's quote and rectangles (JSON), colour, opacity and private. `CreateAnnotationSchema` checks
 * the payload they make (`commentFormPayload`), as it checks the API's.
 */
const ReaderCommentFields = z.object({
  intent: z.literal("comment"),
  annotationType: z.string().optional(),
  pageNumber: z.coerce.number({ error: "Page number is required" }),
  text: z.string({ error: "Comment is required" }),
  selectedText: z.string().optional(),
  position: formJson.optional(),
  color: z.string().optional(),
  opacity: z.coerce.number().optional(),
  isPrivate: z.literal("on").optional(),
});

export function commentFormPayload(form: z.output<typeof ReaderCommentFields>): z.input<typeof CreateAnnotationSchema> {
  return {
    annotationType: (form.annotationType ?? "comment") as z.input<typeof CreateAnnotationSchema>["annotationType"],
    content: { text: form.text },
    pageNumber: form.pageNumber,
    selectedText: form.selectedText,
    position: form.position as z.input<typeof PositionSchema> | undefined,
    color: form.color,
    opacity: form.opacity,
    isPrivate: form.isPrivate === "on",
  };
}

/** The reader page's one action, matched by intent (decision 015). */
export const ReaderFormSchema = z.discriminatedUnion("intent", [
  ReaderCommentFields,
  z.object({ intent: z.literal("reply"), annotationId: formId, content: text("Reply") }),
  z.object({ intent: z.literal("resolve"), annotationId: formId, resolved: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("delete"), annotationId: formId }),
]);
export type ReaderFormInput = z.output<typeof ReaderFormSchema>;
