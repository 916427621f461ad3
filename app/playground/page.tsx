import type { Metadata } from 'next';
import { PageIntro } from '@/components/site/page-intro';

export const metadata: Metadata = { title: 'Playground' };

export default function PlaygroundPage() {
  return (
    <PageIntro title="Playground">
      <p>
        Here you will connect from the browser to a Streamable HTTP MCP server — a 2026-07-28 server or a
        legacy 2025 one — list its tools, call them through a form generated from their input schemas, and
        watch every request and response on a timeline.
      </p>
      <p>
        With no setup, the playground will talk to a mock server that runs inside this page, so you can try
        everything before pointing it at your own server.
      </p>
    </PageIntro>
  );
}
