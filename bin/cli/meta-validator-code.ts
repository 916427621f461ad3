// ajv's standalone code for each dialect's meta-schema validator, generated when the CLI bundle is
// built (bin/build-cli.mjs) and handed to lib/schema/meta-validator.ts there. It is the code ajv
// generates and evaluates at run time, written out once instead of at every start.
import standaloneCode from 'ajv/dist/standalone';
import { createAjv, META_SCHEMA_IDS } from '../../lib/schema/create-ajv';
import { SUPPORTED_DIALECTS } from '../../lib/schema/dialect';

/** One ES module per dialect, whose default export is the validator `validateAgainstMetaSchema` uses. */
export function metaValidatorCode(): Record<string, string> {
  const code: Record<string, string> = {};
  for (const dialect of SUPPORTED_DIALECTS) {
    const ajv = createAjv(dialect, { code: { source: true, esm: true } });
    const validate = ajv.getSchema(META_SCHEMA_IDS[dialect]);
    if (validate === undefined) throw new Error(`ajv has no meta-schema for ${dialect}`);
    code[dialect] = standaloneCode(ajv, validate);
  }
  return code;
}
