export {
  useFormFields,
  type ControlProps,
  type FieldErrors,
  type FieldProps,
  type FormFields,
} from './use-form-fields';
