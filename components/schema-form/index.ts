export { SchemaForm } from './schema-form';
