import { Form } from "@remix-run/react";
import { type ReactNode, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";

/** The form's fields as one string, to tell whether anything changed since it was rendered. */
function snapshot(form: HTMLFormElement | null): string {
  if (!form) return "";
  return JSON.stringify([...new FormData(form).entries()].map(([key, value]) => [key, String(value)]));
}

/**
 * A settings tab's form (001 §2.3): Save Changes appears only when the user may edit and something changed. Without
 * JavaScript nobody can tell, so the button is always there; the server sends on only the changed fields anyway.
 */
export function SettingsForm({
  intent,
  canEdit,
  children,
  label,
}: {
  intent: string;
  canEdit: boolean;
  children: ReactNode;
  label: string;
}) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLFormElement | null>(null);
  const initial = useRef<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const onChange = () => {
    if (initial.current === null) return;
    setDirty(snapshot(ref.current) !== initial.current);
  };
  return (
    <Form
      method="post"
      ref={(node) => {
        ref.current = node;
        if (node && initial.current === null) initial.current = snapshot(node);
      }}
      onChange={onChange}
      onInput={onChange}
      onSubmit={() => {
        initial.current = null;
      }}
      aria-label={label}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value={intent} />
      <fieldset disabled={!canEdit} className="flex flex-col gap-4 disabled:opacity-80">
        {children}
      </fieldset>
      {canEdit && (!hydrated || dirty) ? (
        <div>
          <Button type="submit">Save Changes</Button>
        </div>
      ) : null}
    </Form>
  );
}
