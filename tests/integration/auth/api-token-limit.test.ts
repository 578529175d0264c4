// API-token creation per account (issue 8, defect 6; decision 018): 10 an hour, then 429 with Retry-After and
// RATE_LIMITED; revoking and creating again spends the same budget.
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../../app/lib/platform/rate-limits";
import { callWorker, createUser, jsonHeaders } from "../../helpers/factories";

async function createToken(headers: Headers, name: string) {
  return callWorker("/api/me/tokens", { method: "POST", headers, body: JSON.stringify({ name }) });
}

describe("API token creation limit", () => {
  it("allows 10 an hour per account, revoked ones included, then answers 429", async () => {
    const { limit, message } = RATE_LIMITS.apiTokensPerAccount;
    const user = await createUser();
    const headers = await jsonHeaders(user.id);
    for (let created = 0; created < limit; created++) {
      const response = await createToken(headers, `token ${created}`);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      // Revoking keeps the active count low: the limit still counts every creation.
      expect((await callWorker(`/api/me/tokens/${id}`, { method: "DELETE", headers })).status).toBe(204);
    }
    const refused = await createToken(headers, "one too many");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(300);
    expect(await refused.json()).toEqual({ error: `${message} Try again in 6 minutes.`, code: "RATE_LIMITED" });
    expect((await createToken(await jsonHeaders((await createUser()).id), "another account")).status).toBe(201);
  });
});
