import { useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { focusFirstField } from './dialog-focus';
import { fieldErrors } from './field-errors';

/**
 * A dialog form's submit: the values are checked with the schema the server holds them to, each
 * field shows its first broken rule, a save that succeeds closes the dialog, and after a refused save
 * the focus goes back to the first field.
 */
export function useDialogSubmit<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
  save: (parsed: z.output<Schema>) => Promise<boolean>,
  onClose: () => void,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const form = event.currentTarget;
    setPending(true);
    const done = await save(parsed.data);
    setPending(false);
    if (done) onClose();
    else focusFirstField(form);
  }

  return { errors, pending, onSubmit: (event: SubmitEvent<HTMLFormElement>) => void submit(event) };
}
