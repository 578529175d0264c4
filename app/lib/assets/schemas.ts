// One zod schema per document form or API body (decision 015), shared by the pages and /api/assets.
import { pagingSchema } from "../platform/paging";
import { singleLine } from "../platform/text";
import { z } from "../platform/zod";
import { ASSET_SORT_FIELDS, ASSET_VISIBILITIES, ASSETS_PAGE_SIZE } from "./constants";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** GET /api/assets and the documents page: filters, sort and the page (001 §7, 50 a page). */
export const AssetListQuerySchema = pagingSchema(ASSETS_PAGE_SIZE).extend({
  organizationId: optionalText(100),
  vaultId: optionalText(100),
  search: optionalText(100),
  type: optionalText(20),
  category: optionalText(100),
  tag: optionalText(50),
  sortField: z.enum(ASSET_SORT_FIELDS).catch("updated_at").default("updated_at"),
  sortDirection: z.enum(["asc", "desc"]).catch("desc").default("desc"),
});
export type AssetListQuery = z.infer<typeof AssetListQuerySchema>;

const tagsField = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) => {
    const list = typeof value === "string" ? value.split(",") : (value ?? []);
    return [...new Set(list.map((tag) => tag.trim()).filter(Boolean))];
  })
  .pipe(z.array(z.string().max(50, "Each tag must be at most 50 characters")).max(20, "At most 20 tags"));

/** The metadata form of the document page, and PUT /api/assets/{id}. */
export const AssetMetadataSchema = z.object({
  title: singleLine(
    z
      .string({ error: "Title is required" })
      .trim()
      .min(1, "Title is required")
      .max(200, "Title must be at most 200 characters"),
  ),
  description: optionalText(2000),
  category: singleLine(z.string().trim().min(1, "Category is required").max(100, "Category is too long")),
  tags: tagsField,
  visibility: z.enum(ASSET_VISIBILITIES, { error: "Choose who can see it" }),
});
export type AssetMetadataInput = z.infer<typeof AssetMetadataSchema>;

export const DuplicateAssetSchema = z.object({
  name: optionalText(200),
});

export const ShareAssetSchema = z.object({
  userId: z.string({ error: "Choose a member" }).trim().min(1, "Choose a member").max(100),
  permission: z.enum(["view", "download", "edit"]).default("view"),
  /** A date (yyyy-mm-dd) or a full date-time; empty means no expiry. */
  expiresAt: z
    .string()
    .trim()
    .optional()
    .transform((value, issue) => {
      if (!value) return null;
      const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59Z` : value);
      if (Number.isNaN(time)) {
        issue.addIssue({ code: "custom", message: "Enter a valid date" });
        return z.NEVER;
      }
      if (time <= Date.now()) {
        issue.addIssue({ code: "custom", message: "The expiry must be in the future" });
        return z.NEVER;
      }
      return time;
    }),
});
export type ShareAssetInput = z.infer<typeof ShareAssetSchema>;

export const UpdateShareSchema = ShareAssetSchema.omit({ userId: true });
