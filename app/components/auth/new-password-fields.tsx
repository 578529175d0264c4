import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Field } from "~/components/forms";
import { PASSWORD_MIN_LENGTH } from "~/lib/auth/constants";

/**
 * A password being chosen and its confirmation (sign-up, joining from an invitation, a reset, the forced new
 * password, the settings' change): both ask the browser's password manager for a new one.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  label = "New password",
  confirmLabel = "Confirm new password",
  hint = `At least ${PASSWORD_MIN_LENGTH} characters.`,
  autoFocus,
  disabled,
}: {
  password: FieldMetadata<unknown>;
  confirmPassword: FieldMetadata<unknown>;
  label?: string;
  confirmLabel?: string;
  hint?: ReactNode;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  return (
    <>
      <Field
        label={label}
        field={password}
        type="password"
        inputProps={{ autoComplete: "new-password", autoFocus, disabled }}
        hint={hint}
      />
      <Field
        label={confirmLabel}
        field={confirmPassword}
        type="password"
        inputProps={{ autoComplete: "new-password", disabled }}
      />
    </>
  );
}
