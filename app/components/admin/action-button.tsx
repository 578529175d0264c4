// One admin action as a form with one button: a real POST (works without JavaScript) with its intent and ids.
import { Form, useNavigation } from "@remix-run/react";
import { Button, type ButtonProps } from "~/components/ui/button";

export function AdminActionButton({
  intent,
  fields,
  label,
  variant = "outline",
  action,
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  variant?: ButtonProps["variant"];
  action?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
  return (
    <Form method="post" action={action} className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant} disabled={busy}>
        {busy ? "Working..." : label}
      </Button>
    </Form>
  );
}
