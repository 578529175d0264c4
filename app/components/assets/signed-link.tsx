import { Form } from "@remix-run/react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** Makes a signed download link (valid one hour) and shows it; with JavaScript a button copies it. */
export function SignedLink({ link }: { link: { url: string; expiresAt: number } | null }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <Form method="post">
        <Button type="submit" name="intent" value="signedLink" variant="outline">
          Create a download link
        </Button>
      </Form>
      {link ? (
        <div className="flex flex-col gap-2 rounded-md border p-3">
          <Label htmlFor="signed-link">
            Link valid until {new Date(link.expiresAt).toISOString().replace("T", " ").slice(0, 16)} UTC
          </Label>
          <div className="flex gap-2">
            <Input id="signed-link" readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} />
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                navigator.clipboard
                  .writeText(link.url)
                  .then(() => setCopied(true))
                  .catch(() => setCopied(false));
              }}
            >
              {copied ? "Copied" : "Copy link"}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
