export {
  Field,
  FieldLabel,
  FieldMessages,
  controlProps,
  describedBy,
  fieldClass,
  type FieldBaseProps,
} from './field';
