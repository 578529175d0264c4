// A signed-in request as the Worker serves it (createRequestServices), for the pages whose reads ride with the
// session lookup (decision 066): the actor is resolved (the session's batch), then a counter starts from zero.
import { env } from "cloudflare:test";
import { createRequestServices, withActor } from "../../app/.server/platform/request-context";
import { signedInHeaders, TEST_ORIGIN } from "./factories";
import { countingDatabase } from "./round-trips";

export async function sessionPageRequest(path: string, userId: string, method = "GET") {
  const { database, roundTrips, statements } = countingDatabase();
  const background: Promise<unknown>[] = [];
  const request = new Request(`${TEST_ORIGIN}${path}`, { method, headers: await signedInHeaders(userId) });
  const services = createRequestServices(request, { ...env, DB: database }, (work) => background.push(work));
  const resolved = await services.getActor();
  if (!resolved) throw new Error("expected a session");
  const session = roundTrips();
  const sessionStatements = statements().slice();
  const startedInTheSession = background.length;
  return {
    ctx: withActor(services.service, resolved),
    services,
    url: new URL(request.url),
    /** The statements the session's batch sent, with their values (those that take none are not listed). */
    sessionStatements,
    /** Round trips since the session's batch, not counting the work left for after the answer (`waitUntil`). */
    afterSession: () => roundTrips() - session - (background.length - startedInTheSession),
    /** How many pieces of work the page left for after the answer; awaits them. */
    async afterTheAnswer() {
      const left = background.slice(startedInTheSession);
      await Promise.all(left);
      return left.length;
    },
  };
}
