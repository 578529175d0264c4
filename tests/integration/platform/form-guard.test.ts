// Page forms are read once before any action (workers/form-guard.ts): a body that is not a form, can't be read,
// is too large, or names a list index no form has is refused with a 4xx, never a 500 or a huge page (issue 8).
import { describe, expect, it } from "vitest";
import { callWorker, TEST_ORIGIN } from "../../helpers/factories";

const post = (body: BodyInit, contentType?: string) =>
  callWorker("/auth/signin", {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, ...(contentType ? { "Content-Type": contentType } : {}) },
    body,
  });

describe("the form guard in front of every page action", () => {
  it("refuses bodies that are not forms with 415", async () => {
    for (const [body, type] of [
      ['{"email":"a@example.test"}', "application/json"],
      ["email=a@example.test", "text/plain"],
    ]) {
      const answer = await post(body, type);
      expect(answer.status).toBe(415);
      expect(await answer.json()).toEqual({ error: "Send the form as a form (URL-encoded or multipart)." });
    }
  });

  it("refuses a multipart body it can't read with 400", async () => {
    const answer = await post("--x\r\nnot a part at all", "multipart/form-data; boundary=nothing-like-this");
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: "The form could not be read." });
  });

  it("refuses list indexes no form has, before any parser builds a sparse array", async () => {
    for (const body of ["x[10000000]=1", "complianceStandards[1000000]=sox", "memberIds[200]=a"]) {
      const answer = await post(body, "application/x-www-form-urlencoded");
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(/^Too many values for /);
    }
  });

  it("refuses a URL-encoded form over 256 KB with 413", async () => {
    const answer = await post(`note=${"a".repeat(300 * 1024)}`, "application/x-www-form-urlencoded");
    expect(answer.status).toBe(413);
  });

  it("lets a real form through to the page (here the test Worker's 404)", async () => {
    const form = new URLSearchParams({ email: "a@example.test", "memberIds[199]": "x" });
    const answer = await post(form.toString(), "application/x-www-form-urlencoded");
    expect(answer.status).toBe(404);
  });
});
