'use client';

import { type ReactNode, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isObject } from '@/lib/json/is-object';
import { matchContentBlock } from '@/lib/spec/content-block-type';
import { plural, pluralWord } from '@/lib/text/plural';
import type { Diagnostic } from '@/lib/validate/diagnostic';
import { isBase64 } from '@/lib/wire/base64';
import { base64Bytes, downloadBlob, downloadText, safeFileName } from './download';
import { FindingList } from './finding-list';
import { HiddenText } from './hidden-text';
import { JsonView, prettyJson } from './json-view';
import { Markdown } from './markdown';
import { mediaDataUrl } from './media';
import { Badge } from './panel';
import { safeHttpUrl } from './safe-url';
import { TruncatedText } from './truncated-text';

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Longest text offered as markdown or parsed as JSON (beyond it, plain text only). */
const MAX_RICH_CHARS = 200_000;

/**
 * One item of a result's `content`, rendered by type and always safely: text as text (or sanitized
 * markdown, or pretty JSON), images and audio only from checked base64 of allow-listed types,
 * links only for http(s), embedded resources as text or a download. Unknown types show their JSON.
 */
export function ContentBlockView({
  block,
  index,
  findings,
}: {
  block: unknown;
  index: number;
  findings: readonly Diagnostic[];
}) {
  const label = `Content block ${index + 1}`;
  const type = isObject(block) ? str(block.type) : undefined;
  return (
    <article aria-label={label} className="rounded-lg border border-slate-200 p-2 dark:border-slate-800">
      <header className="mb-1.5 flex flex-wrap items-center gap-1.5 text-xs">
        <Badge tone="info">{type ? <HiddenText text={type} /> : 'not a content block'}</Badge>
        {isObject(block) ? <AnnotationBadges annotations={block.annotations} /> : null}
      </header>
      {matchContentBlock<ReactNode>(block, {
        text: (b) => <TextBlock text={str(b.text) ?? ''} index={index} />,
        image: (b) => <MediaBlock block={b} kind="image" index={index} />,
        audio: (b) => <MediaBlock block={b} kind="audio" index={index} />,
        resource_link: (b) => <ResourceLink block={b} />,
        resource: (b) => <EmbeddedResource resource={b.resource} index={index} />,
        other: (b) =>
          isObject(b) ? (
            <JsonView value={b} label={label} fileName={`content-${index + 1}.json`} />
          ) : (
            <JsonView value={b} label={label} />
          ),
      })}
      <FindingList findings={findings} label={`Findings on ${label.toLowerCase()}`} pathPrefix="result" />
    </article>
  );
}

function AnnotationBadges({ annotations }: { annotations: unknown }) {
  if (!isObject(annotations)) return null;
  const { audience, priority, lastModified } = annotations;
  return (
    <>
      {Array.isArray(audience) ? (
        <Badge title="Who this item is meant for">audience: {audience.map(String).join(', ')}</Badge>
      ) : null}
      {typeof priority === 'number' ? (
        <Badge title="0 = optional, 1 = required">priority {priority}</Badge>
      ) : null}
      {typeof lastModified === 'string' ? (
        <Badge title="Last modified">
          <HiddenText text={lastModified.slice(0, 40)} />
        </Badge>
      ) : null}
    </>
  );
}

type TextView = 'text' | 'markdown' | 'json';

function TextBlock({ text, index }: { text: string; index: number }) {
  const json = useMemo(() => {
    if (text.length > MAX_RICH_CHARS) return undefined;
    const trimmed = text.trimStart();
    if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
    try {
      return { value: JSON.parse(text) as unknown };
    } catch {
      return undefined;
    }
  }, [text]);
  const [view, setView] = useState<TextView>(json ? 'json' : 'text');
  const name = useId();
  const views: { value: TextView; label: string }[] = [
    { value: 'text', label: 'Text' },
    ...(text.length <= MAX_RICH_CHARS ? [{ value: 'markdown' as const, label: 'Markdown' }] : []),
    ...(json ? [{ value: 'json' as const, label: 'JSON' }] : []),
  ];
  return (
    <div>
      {views.length > 1 ? (
        <fieldset className="mb-1 flex gap-2 text-xs">
          <legend className="sr-only">Show text of content block {index + 1} as</legend>
          {views.map((v) => (
            <label key={v.value} className="flex items-center gap-1">
              <input type="radio" name={name} checked={view === v.value} onChange={() => setView(v.value)} />
              {v.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {view === 'markdown' ? (
        <Markdown text={text} />
      ) : view === 'json' && json ? (
        <TruncatedText
          text={prettyJson(json.value)}
          fileName={`content-${index + 1}.json`}
          label={`Text of content block ${index + 1}`}
        />
      ) : (
        <TruncatedText
          text={text}
          fileName={`content-${index + 1}.txt`}
          label={`Text of content block ${index + 1}`}
        />
      )}
    </div>
  );
}

function MediaBlock({ block, kind, index }: { block: Json; kind: 'image' | 'audio'; index: number }) {
  const source = useMemo(
    () => mediaDataUrl(kind, block.mimeType, block.data),
    [kind, block.mimeType, block.data],
  );
  const size = typeof block.data === 'string' ? Math.floor((block.data.length * 3) / 4) : 0;
  if (!source.ok) {
    return (
      <p className="text-xs text-amber-900 dark:text-amber-200">
        Not shown: {source.reason}. <HiddenText text={String(block.mimeType ?? '')} />
      </p>
    );
  }
  return (
    <div className="space-y-1">
      {kind === 'image' ? (
        // biome-ignore lint/performance/noImgElement: a data: URL built from checked base64, not a site asset.
        <img
          src={source.src}
          alt={`Content block ${index + 1}, sent by the server as ${source.mimeType.replace('image/', '')}`}
          className="max-h-96 max-w-full rounded border border-slate-200 object-contain dark:border-slate-800"
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: tool audio comes without captions; the result's text blocks carry its words.
        <audio
          controls
          src={source.src}
          aria-label={`Audio of content block ${index + 1} (${source.mimeType})`}
          className="w-full"
        />
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {source.mimeType}, {size.toLocaleString('en')} {pluralWord(size, 'byte')}
      </p>
    </div>
  );
}

function ResourceLink({ block }: { block: Json }) {
  const uri = str(block.uri) ?? '';
  const url = safeHttpUrl(uri);
  const name = str(block.title) ?? str(block.name) ?? uri;
  return (
    <div className="space-y-0.5 text-sm">
      <p className="font-medium break-words">
        <HiddenText text={name} />
      </p>
      {url ? (
        <a
          href={url.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="font-mono text-xs break-all text-sky-800 underline dark:text-sky-300"
        >
          {url.href}
        </a>
      ) : (
        <p className="font-mono text-xs break-all text-slate-700 dark:text-slate-300">
          <HiddenText text={uri} />
          <span className="ml-1 font-sans text-slate-500">(not a web link: shown as text)</span>
        </p>
      )}
      {str(block.description) ? (
        <p className="text-xs text-slate-700 dark:text-slate-300">
          <HiddenText text={str(block.description)!} />
        </p>
      ) : null}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {[str(block.mimeType), typeof block.size === 'number' ? plural(block.size, 'byte') : undefined]
          .filter(Boolean)
          .join(', ')}
      </p>
    </div>
  );
}

function EmbeddedResource({ resource, index }: { resource: unknown; index: number }) {
  if (!isObject(resource))
    return <JsonView value={resource} label={`Resource of content block ${index + 1}`} />;
  const uri = str(resource.uri) ?? '';
  const mimeType = str(resource.mimeType);
  const fileName = safeFileName(uri, `resource-${index + 1}`);
  const text = str(resource.text);
  const blob = str(resource.blob);
  return (
    <div className="space-y-1 text-sm">
      <p className="font-mono text-xs break-all">
        <HiddenText text={uri} />
        {mimeType ? (
          <span className="ml-1 font-sans text-slate-600 dark:text-slate-400">({mimeType})</span>
        ) : null}
      </p>
      {text !== undefined ? (
        <>
          <TruncatedText text={text} fileName={fileName} label={`Text of resource ${uri}`} />
          <Button size="sm" onClick={() => downloadText(fileName, text)}>
            Download
          </Button>
        </>
      ) : blob !== undefined ? (
        isBase64(blob) ? (
          <p className="flex items-center gap-2 text-xs">
            Binary, {Math.floor((blob.length * 3) / 4).toLocaleString('en')}{' '}
            {pluralWord(Math.floor((blob.length * 3) / 4), 'byte')}.
            <Button size="sm" onClick={() => downloadBlob(fileName, base64Bytes(blob))}>
              Download
            </Button>
          </p>
        ) : (
          <p className="text-xs text-amber-900 dark:text-amber-200">
            The blob is not standard base64; not offered.
          </p>
        )
      ) : (
        <JsonView value={resource} label={`Resource of content block ${index + 1}`} />
      )}
    </div>
  );
}
