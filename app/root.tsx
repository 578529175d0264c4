import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Toasts } from "~/components/ui/toasts";
import { PRODUCT_NAME } from "~/lib/platform/constants";
import { useCspNonce } from "~/lib/platform/csp-nonce";
import { readThemeCookie, resolvedThemeClass, SYSTEM_THEME_SCRIPT } from "~/lib/shell/theme";
import stylesheet from "~/styles/tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [{ title: PRODUCT_NAME }];

export async function loader({ request }: LoaderFunctionArgs) {
  const theme = readThemeCookie(request.headers.get("Cookie"));
  return { theme, themeClass: resolvedThemeClass(theme, request.headers.get("Sec-CH-Prefers-Color-Scheme")) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const theme = data?.theme ?? "system";
  const nonce = useCspNonce();
  // Pages that declare `handle.hydrate = false` ship no JavaScript at all (docs/decisions/003).
  const hydrate = !useMatches().some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
  return (
    <html lang="en" className={data?.themeClass ?? "light"} data-theme={theme} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {theme === "system" ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, run before first paint
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SYSTEM_THEME_SCRIPT }} />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen antialiased">
        {children}
        {hydrate ? (
          <>
            <Toasts />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
