// Names reach email subjects and headers: line breaks and other control characters are stripped at the schema,
// so none is ever stored (issue 8, defect 14).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import { CreateApiTokenSchema } from "../../../app/lib/auth/schemas";
import { CommitteeSchema } from "../../../app/lib/committees/schemas";
import { CreateOrganizationSchema, OrganizationGeneralSchema } from "../../../app/lib/organizations/schemas";
import { ProfileSchema } from "../../../app/lib/profile/schemas";
import { serviceContext, signUpThroughEmail } from "../../helpers/factories";

const INJECTED = "Evil\r\nBcc: everyone@example.test\u0000\u0007";
const CLEAN = "Evil Bcc: everyone@example.test";

describe("single-line names", () => {
  it("lose their control characters in every schema that takes a name", () => {
    expect(ProfileSchema.shape.fullName.parse(INJECTED)).toBe(CLEAN);
    expect(CreateApiTokenSchema.parse({ name: "CLI\r\nX-Header: 1" }).name).toBe("CLI X-Header: 1");
    expect(CreateOrganizationSchema.parse({ name: INJECTED }).name).toBe(CLEAN);
    expect(OrganizationGeneralSchema.parse({ name: INJECTED, slug: "evil-board" }).name).toBe(CLEAN);
    expect(CommitteeSchema.parse({ name: INJECTED }).name).toBe(CLEAN);
  });

  it("lose invisible direction overrides and zero-width spaces, and keep the joiners scripts need", () => {
    expect(CreateApiTokenSchema.parse({ name: "invoice\u202efdp.exe" }).name).toBe("invoicefdp.exe");
    expect(CommitteeSchema.parse({ name: "Au\u200bdit\ufeff \u2066Committee\u2069" }).name).toBe("Audit Committee");
    expect(ProfileSchema.shape.fullName.parse("Mehr\u200cdad")).toBe("Mehr\u200cdad");
    // Found by the API fuzz test: a token named only with such characters was created.
    expect(CreateApiTokenSchema.safeParse({ name: "\u0000\r\n\u202e" }).success).toBe(false);
  });

  it("are still held to their rules after the stripping: nothing but control characters is no name", () => {
    expect(ProfileSchema.shape.fullName.safeParse("\r\n\u0001").success).toBe(false);
    expect(CommitteeSchema.safeParse({ name: "\n\n" }).success).toBe(false);
  });

  it("are stored clean", async () => {
    const email = `clean.${crypto.randomUUID()}@example.test`;
    const { userId } = await signUpThroughEmail({
      fullName: INJECTED,
      email,
      password: "a sturdy passphrase",
      confirmPassword: "a sturdy passphrase",
    });
    const user = await serviceContext().db.select().from(schema.users).where(eq(schema.users.id, userId)).get();
    expect(user?.fullName).toBe(CLEAN);
  });
});
