import {
  ADDRESS_FORM_LABEL,
  ADDRESS_FORM_OPTIONS,
  ADDRESS_FORMS,
  type AddressForm,
} from '@constelar/contract/constants';
import { fieldHintId, FieldLabel, inputClasses } from './form-field';

const isAddressForm = (value: string): value is AddressForm =>
  (ADDRESS_FORMS as readonly string[]).includes(value);

/** "Como prefere ser tratado(a)?": optional; null (no preference) reads the neutral wording (issue #27). */
export function AddressFormSelect({
  id,
  value,
  onChange,
  hint,
}: {
  id: string;
  value: AddressForm | null;
  onChange: (value: AddressForm | null) => void;
  hint?: string;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{ADDRESS_FORM_LABEL}</FieldLabel>
      <select
        id={id}
        name="addressForm"
        value={value && value !== 'neutro' ? value : ''}
        aria-describedby={hint ? fieldHintId(id) : undefined}
        onChange={(e) => onChange(isAddressForm(e.target.value) ? e.target.value : null)}
        className={inputClasses()}
      >
        {ADDRESS_FORM_OPTIONS.map((o) => (
          <option key={o.value} value={o.value} className="bg-deep">
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={fieldHintId(id)} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
