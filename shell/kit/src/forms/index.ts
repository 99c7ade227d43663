// `@storyloom/kit/forms`: the form controls. A shared singleton of its own, loaded with the first page that has a form.
export { TextField, TextArea, type TextFieldProps, type TextAreaProps } from './TextField.js';
export { Select, type SelectProps, type SelectOption } from './Select.js';
export { Checkbox, type CheckboxProps } from './Checkbox.js';
export { FieldFrame, controlLook, type FieldFrameProps } from './FormField.js';
export { TagMultiSelect, type TagMultiSelectProps } from './tags/TagMultiSelect.js';
export { Snackbar, SNACKBAR_AUTO_HIDE_MS, type SnackbarProps } from './Snackbar.js';
