import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";

/** Create (or replace) and revoke the private ICS feed; a new URL is shown once, as only its hash is kept. */
export function FeedSettings({
  feed,
  createdUrl,
  revoked,
}: {
  feed: { createdAt: number; lastUsedAt: number | null } | null;
  createdUrl: string | null;
  revoked: boolean;
}) {
  return (
    <section aria-labelledby="feed-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="feed-title" className="text-lg font-semibold">
        Calendar feed
      </h2>
      <p className="text-sm text-muted-foreground">
        Subscribe to your meetings from your own calendar app with a private address. Anyone with the address can read
        your meetings' titles and times, so keep it to yourself; revoke it if it leaks.
      </p>
      {createdUrl ? (
        <div role="status" className="flex flex-col gap-1 rounded-md border border-success/40 bg-success/10 p-3">
          <label htmlFor="feed-url" className="text-sm font-medium">
            Your feed address (shown only now: copy it into your calendar app)
          </label>
          <input id="feed-url" readOnly value={createdUrl} className="input font-mono text-xs" />
        </div>
      ) : null}
      {revoked ? (
        <p role="status" className="text-sm">
          Your feed address is revoked.
        </p>
      ) : null}
      <p className="text-sm">
        {feed
          ? `A feed address is active since ${new Date(feed.createdAt).toISOString().slice(0, 10)}${
              feed.lastUsedAt ? `, last read ${new Date(feed.lastUsedAt).toISOString().slice(0, 10)}` : ""
            }.`
          : "You have no feed address."}
      </p>
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <Button type="submit" name="intent" value="create-feed" variant={feed ? "outline" : "default"}>
            {feed ? "Replace feed address" : "Create feed address"}
          </Button>
        </Form>
        {feed ? (
          <Form method="post">
            <Button type="submit" name="intent" value="revoke-feed" variant="destructive">
              Revoke feed address
            </Button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
