'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * A header link that fetches its page's data when the user shows intent (pointer over it, focus,
 * touch) rather than as soon as it is on screen: on the playground and the validator, four
 * prefetches at start competed with the Workers' scripts for the browser's six connections.
 */
export function IntentLink({
  href,
  ...props
}: Omit<ComponentProps<typeof Link>, 'prefetch'> & { href: string }) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
    />
  );
}
