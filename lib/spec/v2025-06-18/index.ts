export {
  SPEC_2025_06_18_DEF_NAMES,
  type Spec20250618DefName,
  spec20250618Schemas,
} from './spec-2025-06-18-schemas';
