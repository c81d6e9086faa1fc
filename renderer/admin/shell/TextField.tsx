import { FormGroup, InputGroup, type InputGroupProps } from '@blueprintjs/core';

interface TextFieldProps extends Omit<InputGroupProps, 'id' | 'intent'> {
  id: string;
  label: string;
  /** The broken rule's text: the field turns red and says it instead of the hint. */
  error?: string;
  hint?: string;
}

/** A labelled text field of an admin form, with its hint or the rule its value breaks. */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const intent = error ? 'danger' : 'none';
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error ?? hint}>
      <InputGroup id={id} intent={intent} {...input} />
    </FormGroup>
  );
}
