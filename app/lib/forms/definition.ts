// What a page hands the form kit for one form (app/lib/forms/generated/*): its name, its schema as a dynamic
// import (loaded on first use, decision 027) and its HTML constraints.
import type { useForm } from "@conform-to/react";
import type { ZodType, z } from "zod";

export type FormConstraints = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

export type FormDefinition<Schema extends ZodType = ZodType> = {
  name: string;
  schema: () => Promise<Schema>;
  constraint: FormConstraints;
};

/** A form's values as Conform holds them: the schema's input, which is always an object for a form. */
export type FormInput<Schema extends ZodType> =
  z.input<Schema> extends Record<string, unknown> ? z.input<Schema> : never;
