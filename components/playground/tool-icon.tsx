'use client';

import { useState } from 'react';
import { isObject } from '@/lib/json/is-object';
import { iconSource } from './media';

/** The icon to show for a theme: one marked for it, else an unmarked one, else any. */
export function pickIcon(icons: unknown, dark: boolean): Record<string, unknown> | undefined {
  if (!Array.isArray(icons)) return undefined;
  const candidates = icons.filter(isObject).filter((icon) => typeof icon.src === 'string');
  const theme = dark ? 'dark' : 'light';
  return (
    candidates.find((icon) => icon.theme === theme) ??
    candidates.find((icon) => icon.theme === undefined) ??
    candidates[0]
  );
}

/**
 * A tool's icon. `data:` icons of image types are shown (inside `<img>`, an SVG cannot run
 * script); `https:` icons only when the user allowed remote icons, then fetched without
 * credentials or referrer; anything else is never loaded. Decorative: the name is beside it.
 */
export function ToolIcon({
  icons,
  dark,
  allowRemote,
}: {
  icons: unknown;
  dark: boolean;
  allowRemote: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const icon = pickIcon(icons, dark);
  const box = 'size-5 shrink-0 rounded';
  if (!icon) return null;
  const source = iconSource(icon.src);
  if (source.kind === 'unsafe' || failed) {
    return (
      <span
        aria-hidden="true"
        title={
          failed
            ? 'The icon failed to load'
            : `Icon not shown: ${source.kind === 'unsafe' ? source.reason : ''}`
        }
        className={`${box} border border-dashed border-slate-400 dark:border-slate-600`}
      />
    );
  }
  if (source.kind === 'remote' && !allowRemote) {
    return (
      <span
        aria-hidden="true"
        title="Remote icon not loaded (turn on remote icons to load it)"
        className={`${box} border border-slate-300 bg-slate-100 dark:border-slate-600 dark:bg-slate-800`}
      />
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: a server's icon, not a site asset; next/image would proxy it.
    <img
      src={source.src}
      alt=""
      width={20}
      height={20}
      className={`${box} object-contain`}
      referrerPolicy="no-referrer"
      {...(source.kind === 'remote' ? { crossOrigin: 'anonymous' as const } : {})}
      decoding="async"
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
