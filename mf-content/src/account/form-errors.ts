/** What the form needs of a zod schema from @storyloom/contracts. */
export interface FormSchema {
  safeParse(
    values: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** A form's messages by field name, the first problem of each field (the contract's own wording). */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Checks a form with the contract's schema, the same one the server applies, after the required fields (named by
 * their labels) so an empty field says '<Label> is required.' rather than a format problem.
 */
export function checkForm<Field extends string>(
  schema: FormSchema,
  values: Record<Field, string>,
  required: Record<Field, string>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, label] of Object.entries(required) as Array<[Field, string]>) {
    if (values[field].trim() === '') errors[field] = `${label} is required.`;
  }
  const result = schema.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as Field;
      if (typeof field === 'string' && field in values && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.values(errors).some(Boolean);
