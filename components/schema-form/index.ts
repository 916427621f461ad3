export { SchemaForm, type SchemaFormProps } from './schema-form';
