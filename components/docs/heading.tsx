import { type ComponentPropsWithoutRef, isValidElement, type ReactNode } from 'react';
import { headingId } from './heading-id';

/** The plain text of rendered MDX children (strings, inline code, emphasis, links…). */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

type HeadingProps = ComponentPropsWithoutRef<'h2'>;

function makeHeading(Tag: 'h2' | 'h3') {
  function Heading({ children, id, ...rest }: HeadingProps) {
    const text = textOf(children);
    const anchor = id ?? headingId(text);
    return (
      <Tag id={anchor} className="group scroll-mt-20" {...rest}>
        {children}
        <a
          href={`#${anchor}`}
          className="ml-2 font-normal text-slate-400 no-underline opacity-60 group-hover:opacity-100 focus-visible:opacity-100 hover:text-sky-700 dark:text-slate-500 dark:hover:text-sky-400"
        >
          <span aria-hidden="true">#</span>
          <span className="sr-only">Link to the section “{text}”</span>
        </a>
      </Tag>
    );
  }
  Heading.displayName = Tag.toUpperCase();
  return Heading;
}

/** MDX `##` and `###` headings: a stable id from their text and a visible anchor link. */
export const H2 = makeHeading('h2');
export const H3 = makeHeading('h3');
