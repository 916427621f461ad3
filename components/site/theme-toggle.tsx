'use client';

import { useTheme } from 'next-themes';
import { useEffect, useState } from 'react';
import { cn } from '@/components/ui/cn';

const options = [
  { value: 'system', label: 'System', icon: SystemIcon },
  { value: 'light', label: 'Light', icon: SunIcon },
  { value: 'dark', label: 'Dark', icon: MoonIcon },
] as const;

/**
 * A three-way radio group (system / light / dark). The choice persists in localStorage through
 * next-themes; "system" follows the operating system's setting.
 */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  // The stored theme is only known in the browser: render no checked option on the server.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const current = mounted ? (theme ?? 'system') : undefined;

  return (
    <fieldset className="flex items-center rounded-full border border-slate-200 p-0.5 dark:border-slate-700">
      <legend className="sr-only">Colour theme</legend>
      {options.map(({ value, label, icon: Icon }) => {
        const checked = current === value;
        return (
          <label
            key={value}
            title={label}
            className={cn(
              'relative flex size-7 cursor-pointer items-center justify-center rounded-full text-slate-500 transition-colors hover:text-slate-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-600 dark:text-slate-400 dark:hover:text-white',
              checked && 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-white',
            )}
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={checked}
              onChange={() => setTheme(value)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            <Icon />
            <span className="sr-only">{label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

function SunIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <circle cx="10" cy="10" r="3.5" />
      <path d="M10 1.5v2M10 16.5v2M1.5 10h2M16.5 10h2M4 4l1.4 1.4M14.6 14.6 16 16M4 16l1.4-1.4M14.6 5.4 16 4" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M16.5 12.5A7 7 0 0 1 7.5 3.5a7 7 0 1 0 9 9Z" />
    </svg>
  );
}

function SystemIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <rect x="2.5" y="3.5" width="15" height="10" rx="1.5" />
      <path d="M7 17h6M10 13.5V17" />
    </svg>
  );
}
