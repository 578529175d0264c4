import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { type AnnotationMode, characterCount, FORM_TITLES, TYPE_OF_MODE } from "~/lib/annotations/constants";
import {
  ANNOTATION_COLORS,
  ANNOTATION_MAX_CHARACTERS,
  DEFAULT_ANNOTATION_COLOR,
  DEFAULT_ANNOTATION_OPACITY,
} from "~/lib/assets/constants";
import type { PageSelection } from "./types";

export type ReaderActionData = { ok?: string; refusal?: string } | undefined;

/**
 * The annotation form (001 §2.4, §5): titled by mode with a page badge, the text with its 'N/2000 characters'
 * counter, colour for highlights and drawings, opacity for highlights, private. It carries the reader's real
 * selection (quote and rectangles) or drawn rectangle; a comment or note without one hangs on the page alone.
 * After success it resets (yellow, 0.3, not private).
 */
export function AnnotationForm({
  mode,
  pageNumber,
  selection,
  onDone,
}: {
  mode: Exclude<AnnotationMode, "select">;
  pageNumber: number;
  selection: PageSelection | null;
  onDone: () => void;
}) {
  const fetcher = useFetcher<ReaderActionData>();
  const [text, setText] = useState("");
  const [color, setColor] = useState<string>(DEFAULT_ANNOTATION_COLOR);
  const [opacity, setOpacity] = useState(DEFAULT_ANNOTATION_OPACITY);
  const [isPrivate, setPrivate] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const page = selection?.pageNumber ?? pageNumber;
  const needsRectangle = mode === "highlight" || mode === "drawing";

  useEffect(() => {
    textRef.current?.focus();
  }, []);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok) return;
    setText("");
    setColor(DEFAULT_ANNOTATION_COLOR);
    setOpacity(DEFAULT_ANNOTATION_OPACITY);
    setPrivate(false);
    onDone();
  }, [fetcher.state, fetcher.data, onDone]);

  const ready = text.trim().length > 0 && (!needsRectangle || selection !== null);
  return (
    <fetcher.Form method="post" className="flex flex-col gap-3 border-b p-3" aria-labelledby="annotation-form-title">
      <div className="flex items-center justify-between gap-2">
        <h3 id="annotation-form-title" className="font-semibold">
          {FORM_TITLES[mode]}
        </h3>
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs">Page {page}</span>
      </div>
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="annotationType" value={TYPE_OF_MODE[mode]} />
      <input type="hidden" name="pageNumber" value={page} />
      {selection ? (
        <>
          <input type="hidden" name="position" value={JSON.stringify(selection)} />
          {selection.quote ? <input type="hidden" name="selectedText" value={selection.quote} /> : null}
          <p className="text-sm">
            {selection.quote ? (
              <>
                Selected text: <q className="italic">{selection.quote}</q>
              </>
            ) : (
              "Drawn area on the page"
            )}
          </p>
        </>
      ) : needsRectangle ? (
        <p className="text-sm text-muted-foreground">
          {mode === "highlight" ? "Select text on the page to highlight it." : "Draw a rectangle on the page."}
        </p>
      ) : null}
      <div className="flex flex-col gap-1">
        <Label htmlFor="annotation-text">Comment</Label>
        <Textarea
          id="annotation-text"
          ref={textRef}
          name="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={ANNOTATION_MAX_CHARACTERS}
          rows={3}
          required
        />
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {characterCount(text.length, ANNOTATION_MAX_CHARACTERS)}
        </p>
      </div>
      {needsRectangle ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">Colour</legend>
          <div className="flex gap-2">
            {ANNOTATION_COLORS.map((option) => (
              <label key={option.value} className="flex items-center gap-1 text-xs">
                <input
                  type="radio"
                  name="color"
                  value={option.value}
                  checked={color === option.value}
                  onChange={() => setColor(option.value)}
                />
                <span className="inline-block h-4 w-4 rounded border" style={{ backgroundColor: option.value }} />
                {option.name}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {mode === "highlight" ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor="annotation-opacity">Opacity {opacity.toFixed(1)}</Label>
          <input
            id="annotation-opacity"
            type="range"
            name="opacity"
            min={0.1}
            max={1}
            step={0.1}
            value={opacity}
            onChange={(event) => setOpacity(Number(event.target.value))}
          />
        </div>
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="isPrivate"
          checked={isPrivate}
          onChange={(event) => setPrivate(event.target.checked)}
        />
        Private (only you will see it)
      </label>
      {fetcher.data?.refusal ? (
        <p role="alert" className="text-sm text-destructive">
          {fetcher.data.refusal}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={!ready || fetcher.state !== "idle"}>
          Save
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  );
}
