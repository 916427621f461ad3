'use client';

import { useMemo } from 'react';
import { stringifyDeep } from '@/lib/json/stringify-deep';
import { TruncatedText } from './truncated-text';

/**
 * Pretty-printed JSON as text; `undefined` (absent) reads as such instead of an empty box. A value
 * nested too deep for JSON.stringify (a server can send 100,000 levels) is written compact, by a
 * serializer that keeps its own stack: indenting it would take gigabytes.
 */
export function prettyJson(value: unknown): string {
  if (value === undefined) return '(absent)';
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch (error) {
    if (error instanceof RangeError) return stringifyDeep(value);
    return String(value);
  }
}

/** Any JSON value from a server, pretty-printed, truncated when long, downloadable. */
export function JsonView({
  value,
  fileName = 'value.json',
  label,
  className,
}: {
  value: unknown;
  fileName?: string;
  label?: string;
  className?: string;
}) {
  const text = useMemo(() => prettyJson(value), [value]);
  return (
    <TruncatedText
      text={text}
      fileName={fileName}
      {...(label ? { label } : {})}
      {...(className ? { className } : {})}
    />
  );
}
