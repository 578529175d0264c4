import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { RotateCcw, Upload, X } from "~/components/ui/icons";
import { ASSET_MAX_BYTES, ASSET_MAX_FILES_PER_DROP } from "~/lib/assets/constants";
import { formatFileSize } from "~/lib/assets/format";
import { UPLOAD_TEXTS } from "~/lib/assets/texts";
import { imageThumbnail, startUpload, type UploadedAsset, type UploadTarget } from "~/lib/assets/upload-client";
import { cn } from "~/lib/platform/class-names";
import { acceptExtensions, DOCUMENT_FILE_TYPES, typeForExtension } from "~/lib/platform/file-types";

/** 001 §3 Uploaded file entry. */
type Entry = {
  id: string;
  file: File;
  status: "pending" | "uploading" | "success" | "error";
  progress: number;
  thumbnail: string | null;
  error: string | null;
  asset: UploadedAsset | null;
};

/** 001 §9: a thumbnail is released this long after its upload succeeded. */
const THUMBNAIL_RELEASE_MS = 5000;

export type DropzoneProps = UploadTarget & {
  /** Fires when nothing is pending or uploading and at least one file succeeded (001 §4). */
  onComplete?: (uploaded: UploadedAsset[]) => void;
};

/**
 * The upload dropzone (001 §2.6): drop or pick up to 10 files; each uploads with a real progress bar, can be
 * retried when it failed and removed (which aborts it); Clear All; image thumbnails; summary counts.
 */
export function Dropzone({ onComplete, ...target }: DropzoneProps) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const aborts = useRef(new Map<string, () => void>());
  // Entries whose thumbnail time is over: a thumbnail finished after that is released at once.
  const released = useRef(new Set<string>());
  const inputRef = useRef<HTMLInputElement>(null);
  const targetRef = useRef(target);
  targetRef.current = target;

  const update = useCallback((id: string, change: Partial<Entry>) => {
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  }, []);

  const upload = useCallback(
    (entry: Entry) => {
      update(entry.id, { status: "uploading", progress: 0, error: null });
      const abort = startUpload(entry.file, targetRef.current, {
        onProgress: (progress) => update(entry.id, { progress }),
        onSuccess: (asset) => {
          aborts.current.delete(entry.id);
          update(entry.id, { status: "success", progress: 100, asset });
          setTimeout(() => {
            released.current.add(entry.id);
            setEntries((current) =>
              current.map((item) => {
                if (item.id !== entry.id || !item.thumbnail) return item;
                URL.revokeObjectURL(item.thumbnail);
                return { ...item, thumbnail: null };
              }),
            );
          }, THUMBNAIL_RELEASE_MS);
        },
        onError: (error) => {
          aborts.current.delete(entry.id);
          update(entry.id, { status: "error", error });
        },
      });
      aborts.current.set(entry.id, abort);
    },
    [update],
  );

  const addFiles = (files: File[]) => {
    setRefusal(null);
    if (files.length === 0) return;
    if (files.length > ASSET_MAX_FILES_PER_DROP) {
      setRefusal(UPLOAD_TEXTS.tooMany);
      return;
    }
    const added = files.map<Entry>((file) => {
      const problem = !typeForExtension(file.name, DOCUMENT_FILE_TYPES)
        ? file.name.toLowerCase().endsWith(".svg")
          ? UPLOAD_TEXTS.svg
          : UPLOAD_TEXTS.invalidType
        : file.size > ASSET_MAX_BYTES
          ? UPLOAD_TEXTS.tooLarge
          : null;
      return {
        id: crypto.randomUUID(),
        file,
        status: problem ? "error" : "pending",
        progress: 0,
        thumbnail: null,
        error: problem,
        asset: null,
      };
    });
    setEntries((current) => [...current, ...added]);
    for (const entry of added) {
      void imageThumbnail(entry.file).then((thumbnail) => {
        if (!thumbnail) return;
        if (released.current.has(entry.id)) URL.revokeObjectURL(thumbnail);
        else update(entry.id, { thumbnail });
      });
      if (entry.status === "pending") upload(entry);
    }
  };

  const remove = (id: string) => {
    aborts.current.get(id)?.();
    aborts.current.delete(id);
    setEntries((current) => {
      const gone = current.find((entry) => entry.id === id);
      if (gone?.thumbnail) URL.revokeObjectURL(gone.thumbnail);
      return current.filter((entry) => entry.id !== id);
    });
  };

  const clearAll = () => {
    for (const abort of aborts.current.values()) abort();
    aborts.current.clear();
    setEntries((current) => {
      for (const entry of current) if (entry.thumbnail) URL.revokeObjectURL(entry.thumbnail);
      return [];
    });
    setRefusal(null);
  };

  // Leaving the page aborts what is still uploading.
  useEffect(() => {
    const inFlight = aborts.current;
    return () => {
      for (const abort of inFlight.values()) abort();
    };
  }, []);

  const counts = {
    uploading: entries.filter((entry) => entry.status === "uploading" || entry.status === "pending").length,
    success: entries.filter((entry) => entry.status === "success").length,
    error: entries.filter((entry) => entry.status === "error").length,
  };
  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;
  const settled = counts.uploading === 0 && counts.success > 0;
  // Once per settled set of successes (their ids), not on every re-render.
  const succeeded = entries.flatMap((entry) => (entry.asset ? [entry.asset.id] : [])).join();
  useEffect(() => {
    if (settled && succeeded) {
      onCompleteRef.current?.(entriesRef.current.flatMap((entry) => (entry.asset ? [entry.asset] : [])));
    }
  }, [settled, succeeded]);

  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          addFiles([...event.dataTransfer.files]);
        }}
        className={cn(
          "flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-8 text-center",
          "focus-visible:outline focus-visible:outline-2 focus-visible:outline-ring",
          dragging && "border-primary bg-accent",
        )}
      >
        <Upload className="h-8 w-8 text-muted-foreground" />
        <span className="font-medium">{UPLOAD_TEXTS.dropHere}</span>
        <span className="text-sm text-muted-foreground">
          Up to {ASSET_MAX_FILES_PER_DROP} files, {formatFileSize(ASSET_MAX_BYTES)} each
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        multiple
        hidden
        aria-label="Choose files to upload"
        accept={acceptExtensions(DOCUMENT_FILE_TYPES)}
        onChange={(event) => {
          addFiles([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = "";
        }}
      />
      {refusal ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
          {refusal}
        </p>
      ) : null}
      {entries.length > 0 ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p aria-live="polite">
              {counts.success} uploaded · {counts.uploading} in progress · {counts.error} failed
            </p>
            <Button type="button" variant="outline" size="sm" onClick={clearAll}>
              {UPLOAD_TEXTS.clearAll}
            </Button>
          </div>
          <ul className="flex flex-col divide-y rounded-md border">
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} onRetry={() => upload(entry)} onRemove={() => remove(entry.id)} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function EntryRow({ entry, onRetry, onRemove }: { entry: Entry; onRetry: () => void; onRemove: () => void }) {
  const retryable = entry.status === "error" && entry.error !== UPLOAD_TEXTS.tooLarge;
  return (
    <li className="flex items-center gap-3 p-3 text-sm">
      {entry.thumbnail ? (
        <img src={entry.thumbnail} alt="" className="h-12 w-12 rounded object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded bg-muted text-xs">
          {entry.file.name.split(".").pop()?.toUpperCase().slice(0, 4)}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate font-medium">
          {entry.asset ? <a href={`/dashboard/assets/${entry.asset.id}`}>{entry.file.name}</a> : entry.file.name}
        </span>
        <span className="text-muted-foreground">{formatFileSize(entry.file.size)}</span>
        {entry.status === "uploading" || entry.status === "success" ? (
          <progress
            className="h-2 w-full"
            max={100}
            value={entry.progress}
            aria-label={`Upload of ${entry.file.name}`}
          />
        ) : null}
        {entry.status === "success" ? <span className="text-success">Uploaded</span> : null}
        {entry.error ? (
          <span role="alert" className="text-destructive">
            {entry.error}
          </span>
        ) : null}
      </div>
      {retryable ? (
        <Button type="button" variant="outline" size="sm" onClick={onRetry} aria-label={`Retry ${entry.file.name}`}>
          <RotateCcw className="h-4 w-4" /> {UPLOAD_TEXTS.retry}
        </Button>
      ) : null}
      <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${entry.file.name}`}>
        <X className="h-4 w-4" />
      </Button>
    </li>
  );
}
