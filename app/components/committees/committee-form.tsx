import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";

export type CommitteeFormProps = {
  people: { userId: string; displayName: string }[];
  values?: { name: string; description: string | null; memberIds: string[]; chairId: string | null };
  errors?: Record<string, string[]>;
  message?: string | null;
  submitLabel: string;
  disabled?: boolean;
};

/** Name, description, chair and members (drawn from the organisation's members). Works without JavaScript. */
export function CommitteeForm({ people, values, errors, message, submitLabel, disabled }: CommitteeFormProps) {
  return (
    <Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="save" />
      <div className="flex flex-col gap-2">
        <Label htmlFor="committee-name">Committee name</Label>
        <input
          id="committee-name"
          name="name"
          defaultValue={values?.name ?? ""}
          disabled={disabled}
          className="h-10 rounded-md border border-input bg-background px-3"
          aria-invalid={errors?.name ? true : undefined}
        />
        {errors?.name ? <p className="text-sm text-destructive">{errors.name[0]}</p> : null}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="committee-description">Description</Label>
        <Textarea
          id="committee-description"
          name="description"
          rows={3}
          defaultValue={values?.description ?? ""}
          disabled={disabled}
        />
        {errors?.description ? <p className="text-sm text-destructive">{errors.description[0]}</p> : null}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="committee-chair">Chair</Label>
        <NativeSelect id="committee-chair" name="chairId" defaultValue={values?.chairId ?? ""} disabled={disabled}>
          <option value="">No chair yet</option>
          {people.map((person) => (
            <option key={person.userId} value={person.userId}>
              {person.displayName}
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Members</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {people.map((person) => (
            <label key={person.userId} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="memberIds"
                value={person.userId}
                defaultChecked={values?.memberIds.includes(person.userId)}
                disabled={disabled}
              />
              {person.displayName}
            </label>
          ))}
        </div>
        {errors?.memberIds ? <p className="text-sm text-destructive">{errors.memberIds[0]}</p> : null}
      </fieldset>
      {message ? (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
      {disabled ? null : (
        <div>
          <Button type="submit">{submitLabel}</Button>
        </div>
      )}
    </Form>
  );
}
