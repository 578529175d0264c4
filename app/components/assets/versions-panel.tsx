import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { formatDate, formatFileSize } from "~/lib/assets/format";
import { acceptExtensions, DOCUMENT_FILE_TYPES } from "~/lib/platform/file-types";

export type VersionRow = {
  id: string;
  versionNumber: number;
  originalFileName: string;
  fileSize: number;
  changelog: string | null;
  isCurrent: boolean;
  createdByName: string | null;
  createdAt: number;
};

/** Every version with restore and delete (managers), and the form for a new one (editors), a multipart post. */
export function VersionsPanel({
  versions,
  canEdit,
  canManage,
}: {
  versions: VersionRow[];
  canEdit: boolean;
  canManage: boolean;
}) {
  return (
    <section aria-labelledby="versions-title" className="flex flex-col gap-3">
      <h2 id="versions-title" className="text-lg font-semibold">
        Versions
      </h2>
      <ol className="flex flex-col divide-y rounded-md border">
        {versions.map((version) => (
          <li key={version.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <div className="flex min-w-0 flex-col">
              <span className="font-medium">
                Version {version.versionNumber}
                {version.isCurrent ? <span className="ml-2 rounded-full bg-muted px-2 text-xs">Current</span> : null}
              </span>
              <span className="break-all text-muted-foreground">
                {version.originalFileName} · {formatFileSize(version.fileSize)} · {formatDate(version.createdAt)}
                {version.createdByName ? ` · ${version.createdByName}` : ""}
              </span>
              {version.changelog ? <span>{version.changelog}</span> : null}
            </div>
            {canManage && !version.isCurrent ? (
              <Form method="post" className="flex gap-2">
                <input type="hidden" name="versionId" value={version.id} />
                <Button type="submit" name="intent" value="restoreVersion" variant="outline" size="sm">
                  Restore version {version.versionNumber}
                </Button>
                <Button type="submit" name="intent" value="deleteVersion" variant="destructive" size="sm">
                  Delete version {version.versionNumber}
                </Button>
              </Form>
            ) : null}
          </li>
        ))}
      </ol>
      {canEdit ? (
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3 rounded-md border p-3">
          <h3 className="font-medium">Upload a new version</h3>
          <div className="flex flex-col gap-2">
            <Label htmlFor="version-changelog">What changed</Label>
            <Textarea id="version-changelog" name="changelog" rows={2} maxLength={1000} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="version-file">File</Label>
            <Input id="version-file" type="file" name="file" required accept={acceptExtensions(DOCUMENT_FILE_TYPES)} />
          </div>
          <div>
            <Button type="submit">Upload version</Button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
