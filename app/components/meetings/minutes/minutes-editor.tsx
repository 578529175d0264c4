// The minutes editor: without JavaScript a textarea of HTML (the server keeps only the allowed markup); with it, a
// small toolbar over an editable view (bold, italic, heading, list) that writes its HTML into the same field. No
// editor library: the browser's own editing commands are enough for minutes.
import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ErrorList, IntentInput, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { minutesContentForm } from "~/lib/forms/generated/minutes-content";
import { cn } from "~/lib/platform/class-names";
import { MINUTES_TYPOGRAPHY } from "./minutes-typography";

const TOOLS = [
  { label: "Bold", command: "bold", value: undefined },
  { label: "Italic", command: "italic", value: undefined },
  { label: "Heading", command: "formatBlock", value: "h2" },
  { label: "Paragraph", command: "formatBlock", value: "p" },
  { label: "List", command: "insertUnorderedList", value: undefined },
] as const;

export function MinutesEditor({ content, lastResult }: { content: string; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(minutesContentForm, {
    id: "minutes",
    lastResult,
    defaultValue: { content },
  });
  const [rich, setRich] = useState(false);
  const editable = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => setRich(true), []);
  useEffect(() => {
    if (rich && editable.current && field.current) editable.current.innerHTML = field.current.value;
  }, [rich]);
  const sync = () => {
    if (editable.current && field.current) field.current.value = editable.current.innerHTML;
  };
  const { key, ...textareaProps } = getTextareaProps(fields.content);
  return (
    <Form
      method="post"
      className="flex flex-col gap-3"
      {...getFormProps(form)}
      onSubmit={(event) => {
        sync();
        form.onSubmit(event);
      }}
    >
      <IntentInput intent="save" />
      <Label htmlFor={rich ? "minutes-rich" : fields.content.id}>Minutes</Label>
      {rich ? (
        <>
          <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1">
            {TOOLS.map((tool) => (
              <Button
                key={tool.label}
                type="button"
                size="sm"
                variant="outline"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  editable.current?.focus();
                  document.execCommand(tool.command, false, tool.value);
                  sync();
                }}
              >
                {tool.label}
              </Button>
            ))}
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: rich text needs contenteditable; textarea is the fallback */}
          <div
            id="minutes-rich"
            ref={editable}
            role="textbox"
            aria-multiline="true"
            aria-label="Minutes"
            tabIndex={0}
            contentEditable
            suppressContentEditableWarning
            onInput={sync}
            onBlur={sync}
            className={cn(
              MINUTES_TYPOGRAPHY,
              "min-h-64 rounded-md border p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            )}
          />
        </>
      ) : null}
      <Textarea key={key} ref={field} {...textareaProps} rows={16} hidden={rich} className="font-mono text-xs" />
      <ErrorList id={fields.content.errorId} errors={fields.content.errors} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div>
        <Button type="submit">Save minutes</Button>
      </div>
    </Form>
  );
}
