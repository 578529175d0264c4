import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { loadLocalMailbox } from "~/.server/email/outbox";
import { orErrorPage } from "~/.server/remix/service-errors";

export const meta: MetaFunction = () => [{ title: "Local mailbox · BoardRoom" }];

// Local and test environments only (loadLocalMailbox answers 404 anywhere else).
export async function loader({ request, context }: LoaderFunctionArgs) {
  return orErrorPage(loadLocalMailbox(context.services.service, new URL(request.url)));
}

export default function LocalMailbox() {
  const { messages, to } = useLoaderData<typeof loader>();
  return (
    <main className="container flex max-w-3xl flex-col gap-6 py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Local mailbox</h1>
        <p className="text-muted-foreground">
          In local mode no email leaves this machine: every message the app would send is kept here
          {to ? ` (showing mail to ${to})` : ""}.
        </p>
      </header>
      {messages.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-muted-foreground">No messages yet.</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border p-4">
              <article aria-label={message.subject}>
                <h2 className="font-medium">{message.subject}</h2>
                <p className="text-sm text-muted-foreground">
                  To {message.toAddress} ·{" "}
                  <time dateTime={new Date(message.createdAt).toISOString()}>
                    {new Date(message.createdAt).toUTCString()}
                  </time>
                </p>
                {message.htmlBody ? (
                  // Our own templates, escaped at composition time.
                  <div
                    className="prose mt-3 text-sm [&_a]:text-primary [&_a]:underline"
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own templates, escaped when composed
                    dangerouslySetInnerHTML={{ __html: message.htmlBody }}
                  />
                ) : (
                  <pre className="mt-3 whitespace-pre-wrap text-sm">{message.textBody}</pre>
                )}
                {message.attachments?.length ? (
                  <p className="mt-2 text-sm text-muted-foreground">
                    Attached: {message.attachments.map((file) => file.filename).join(", ")}
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
      <Link to="/" className="text-sm text-primary underline">
        Back to BoardRoom
      </Link>
    </main>
  );
}
