import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireActor } from "~/.server/guards";

export const meta: MetaFunction = () => [{ title: "Home · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  return { name: ctx.actor.user.fullName ?? ctx.actor.user.email };
}

export default function DashboardHome() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold">Welcome, {name}</h1>
    </section>
  );
}
