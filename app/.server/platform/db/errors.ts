/** A write refused by a unique index: the database's last word when two requests race for the same key. */
export function isUniqueViolation(error: unknown): boolean {
  return String((error as Error)?.message ?? error).includes("UNIQUE");
}
