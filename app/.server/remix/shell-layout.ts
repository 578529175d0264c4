// Shared by the layouts that render the shell (/dashboard and /admin).
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { readCookie } from "../../lib/platform/cookies";
import { SIDEBAR_COOKIE } from "../../lib/shell/constants";
import { readThemeCookie, themeCookie } from "../../lib/shell/theme";
import type { ActorContext } from "../platform/context";
import { loadShell } from "../shell/load-shell";

export async function shellResponse<Extra extends object = Record<string, never>>(
  ctx: ActorContext,
  request: Request,
  context: AppLoadContext,
  extra?: Extra,
) {
  const shell = await loadShell(ctx, context.services.prefetchedShell());
  const cookies = request.headers.get("Cookie");
  const sidebarCollapsed = readCookie(cookies, SIDEBAR_COOKIE) === "collapsed";
  const headers = new Headers();
  // A new browser gets the saved theme for the next page (this one already rendered from its cookie;
  // the client applies the saved theme right after hydration).
  if (readThemeCookie(cookies) !== shell.theme) headers.append("Set-Cookie", themeCookie(shell.theme));
  return data({ ...(extra as Extra), shell, sidebarCollapsed }, { headers });
}
