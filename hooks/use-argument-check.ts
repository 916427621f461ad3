'use client';

import { useEffect, useId, useMemo, useState } from 'react';
import type { ValidationClient } from '@/lib/browser/validation-client';
import {
  type ArgumentCheck,
  type ArgumentErrors,
  type ClientValidator,
  checkArguments,
  readArgumentText,
  withSchemaAnswer,
} from '@/lib/client/index';

/**
 * Argument text checked as it is typed: syntax at once, the schema by the validation worker. Until
 * the worker answers for this text, the previous answer stays, placed onto the new text by path and
 * marked `pending`, so marks never blink off and on between keystrokes. A newer text supersedes an
 * older one still waiting in the worker's queue.
 */
export function useArgumentCheck(
  validator: ValidationClient | undefined,
  text: string,
  schema: unknown,
): ArgumentCheck {
  const lane = `arguments:${useId()}`;
  const read = useMemo(() => readArgumentText(text), [text]);
  const [answer, setAnswer] = useState<{ text: string; schema: unknown; errors: ArgumentErrors }>();
  const laned = useMemo<ClientValidator | undefined>(
    () =>
      validator && {
        validateValue: (value, check) => validator.validateValue(value, check),
        checkInstance: (s, instance) => validator.checkInstance(s, instance, { lane }),
      },
    [validator, lane],
  );
  useEffect(() => {
    if (!laned || !read.doc || schema === undefined) return;
    let live = true;
    void checkArguments(laned, schema, read.check.value).then((errors) => {
      if (live) setAnswer({ text: read.text, schema, errors });
    });
    return () => {
      live = false;
    };
  }, [laned, read, schema]);
  if (schema === undefined || !read.doc) return read.check;
  const forSchema = answer?.schema === schema ? answer : undefined;
  return withSchemaAnswer(read, forSchema?.errors, forSchema?.text !== text);
}
