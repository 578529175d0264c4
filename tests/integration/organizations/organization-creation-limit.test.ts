// Organisation creation per account (issue 8, defect 6; decision 018): the probe made 40 in 0.7 s. Now 10 a day per
// account, then 429 with Retry-After and RATE_LIMITED, through the API as through the page (one service).
import { describe, expect, it } from "vitest";
import { createOrganization } from "../../../app/.server/organizations/organizations";
import { RateLimitedError } from "../../../app/.server/platform/errors";
import { RATE_LIMITS } from "../../../app/lib/platform/rate-limits";
import { actorContext, callWorker, createUser, jsonHeaders } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

const create = async (userId: string, name: string) =>
  callWorker("/api/organizations/create", {
    method: "POST",
    headers: await jsonHeaders(userId),
    body: JSON.stringify({ name }),
  });

describe("organisation creation limit", () => {
  it("allows 10 a day per account, then answers 429 with Retry-After and RATE_LIMITED", async () => {
    const { limit, message } = RATE_LIMITS.organizationsPerAccount;
    const user = await createUser();
    for (let created = 0; created < limit; created++)
      expect((await create(user.id, `Board ${created}`)).status).toBe(201);
    const refused = await create(user.id, "One too many");
    expect(refused.status).toBe(429);
    // Ten a day: the next fits after 2.4 hours.
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(2.4 * 3600 - 60);
    const body = (await refused.json()) as { error: string; code: string };
    expect(body).toEqual({ error: `${message} Try again in 3 hours.`, code: "RATE_LIMITED" });
    // The page calls the same service.
    const fromPage = await rejection(
      createOrganization(await actorContext(user), {
        name: "From the page",
        description: undefined,
        website: undefined,
        slug: undefined,
      }),
    );
    expect(fromPage).toBeInstanceOf(RateLimitedError);
    // Another account has its own budget.
    expect((await create((await createUser()).id, "Someone else's board")).status).toBe(201);
  });
});
