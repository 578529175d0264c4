import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Bare page" }];

// One D1 round trip, one row: the least a signed-in page of the app could do.
export async function loader({ context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env as unknown as { DB: D1Database };
  const row = await env.DB.prepare("SELECT id, message, created_at FROM greetings WHERE id = ?")
    .bind(1)
    .first<{ id: number; message: string; created_at: number }>();
  if (!row) throw new Response("Not found", { status: 404 });
  return { message: row.message, createdAt: row.created_at };
}

export default function BarePage() {
  const { message, createdAt } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{message}</h1>
      <p>
        Written <time dateTime={new Date(createdAt).toISOString()}>{new Date(createdAt).toUTCString()}</time>
      </p>
    </main>
  );
}
