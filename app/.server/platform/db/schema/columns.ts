// Column helpers shared by every table of the drizzle schema.
import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

export const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
export const id = () => text("id").primaryKey();
export const createdAt = () => integer("created_at", { mode: "number" }).notNull().default(now);
