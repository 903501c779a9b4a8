import { useId } from 'react';
import { FormField, type FormFieldProps } from '../../../../components/ui/form-field';

/** The shared form field with a generated id; messages go to the dialog's status line instead. */
export function Field(props: Omit<FormFieldProps, 'id'>) {
  return <FormField id={useId()} {...props} />;
}
