'use client';

import { useMemo } from 'react';
import { TruncatedText } from './truncated-text';

/** Pretty-printed JSON as text; `undefined` (absent) reads as such instead of an empty box. */
export function prettyJson(value: unknown): string {
  if (value === undefined) return '(absent)';
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
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
