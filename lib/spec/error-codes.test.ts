import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyErrorCode, ERROR_CODE_NAMES, ERROR_CODES, RETIRED_ERROR_CODES } from './error-codes';

test('the defined codes have their spec values and schema names', () => {
  assert.deepEqual(ERROR_CODES, {
    parseError: -32700,
    invalidRequest: -32600,
    methodNotFound: -32601,
    invalidParams: -32602,
    internalError: -32603,
    headerMismatch: -32020,
    missingRequiredClientCapability: -32021,
    unsupportedProtocolVersion: -32022,
  });
  assert.equal(ERROR_CODE_NAMES[-32020], 'HeaderMismatchError');
  assert.equal(ERROR_CODE_NAMES[-32022], 'UnsupportedProtocolVersionError');
  assert.equal(ERROR_CODE_NAMES[-32602], 'InvalidParamsError');
  assert.deepEqual(RETIRED_ERROR_CODES, { resourceNotFound: -32002, urlElicitationRequired: -32042 });
});

test('classifyErrorCode follows the allocation policy', () => {
  const cases: [number, string][] = [
    [-32700, 'defined'],
    [-32602, 'defined'],
    [-32020, 'defined'],
    [-32022, 'defined'],
    [-32002, 'retired'],
    [-32042, 'retired'],
    [-32000, 'legacy-range'],
    [-32001, 'legacy-range'],
    [-32019, 'legacy-range'],
    [-32023, 'reserved-undefined'],
    [-32099, 'reserved-undefined'],
    [-32100, 'jsonrpc-reserved'],
    [-32768, 'jsonrpc-reserved'],
    [-32604, 'jsonrpc-reserved'],
    [-31999, 'application'],
    [-32769, 'application'],
    [0, 'application'],
    [42, 'application'],
    [-32602.5, 'not-integer'],
  ];
  for (const [code, expected] of cases) assert.equal(classifyErrorCode(code), expected, String(code));
});
