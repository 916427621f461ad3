import type { Metadata } from 'next';
import { OAuthCallback } from '@/components/playground/oauth-callback';

export const metadata: Metadata = {
  title: 'Authorization',
  description: 'Where an authorization server sends the browser back to the playground.',
  robots: { index: false },
};

export default function OAuthCallbackPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900 dark:text-white">Authorization</h1>
      <OAuthCallback />
    </div>
  );
}
