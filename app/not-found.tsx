import Link from 'next/link';
import { PageIntro } from '@/components/site/page-intro';

export default function NotFound() {
  return (
    <PageIntro title="Page not found">
      <p>
        There is no page at this address. Try the{' '}
        <Link className="text-sky-700 underline dark:text-sky-400" href="/docs">
          docs
        </Link>{' '}
        or go back to the{' '}
        <Link className="text-sky-700 underline dark:text-sky-400" href="/">
          home page
        </Link>
        .
      </p>
    </PageIntro>
  );
}
