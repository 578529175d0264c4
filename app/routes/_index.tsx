import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { optionalActor } from "~/.server/remix/guards";
import { Logo } from "~/components/logo";
import { Button } from "~/components/ui/button";
import { PRODUCT_NAME, TAGLINE } from "~/lib/platform/constants";

// A static page: no JavaScript needed, so none is shipped (docs/decisions/003).
export const handle = { hydrate: false };

export const meta: MetaFunction = () => [
  { title: `${PRODUCT_NAME} · ${TAGLINE}` },
  {
    name: "description",
    content: "Board governance for company secretaries and directors: organizations, members and committees.",
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // ?demo=true is an entry to demo mode from anywhere (002 §2.6).
  if (url.searchParams.get("demo") === "true") throw redirect(`/demo${url.search}`);
  const ctx = await optionalActor(context);
  return { signedIn: Boolean(ctx) };
}

export default function Landing() {
  const { signedIn } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b">
        <nav className="container flex h-16 items-center justify-between" aria-label="Main">
          <Link to="/" className="flex items-center gap-2 font-semibold">
            <Logo /> {PRODUCT_NAME}
          </Link>
          <div className="flex items-center gap-2">
            {signedIn ? (
              <Button asChild>
                <Link to="/dashboard">Open dashboard</Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="ghost">
                  <Link to="/auth/signin">Sign in</Link>
                </Button>
                <Button asChild>
                  <Link to="/auth/signup">Sign up</Link>
                </Button>
              </>
            )}
          </div>
        </nav>
      </header>
      <main className="container flex flex-1 flex-col items-center justify-center gap-8 py-20 text-center">
        {/* Every sentence here is true of the product as it is today: a claim is added when its feature works. */}
        <p className="rounded-full border px-3 py-1 text-sm text-muted-foreground">Works without JavaScript</p>
        <h1 className="max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">{TAGLINE}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Run your board's organizations, members, committees, documents, vaults and board packs, on a laptop, tablet or
          phone: papers read and annotated together, live.
        </p>
        <p className="max-w-2xl text-muted-foreground">
          Meetings, votes and minutes are not built yet: the demo shows what works today and says plainly what is still
          coming.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/auth/signup">Create an account</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/demo?tour=true">Explore the demo</Link>
          </Button>
          <Button asChild size="lg" variant="ghost">
            <Link to="/auth/signin">Sign in</Link>
          </Button>
        </div>
      </main>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">
        {PRODUCT_NAME} — {TAGLINE}
      </footer>
    </div>
  );
}
