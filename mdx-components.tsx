import type { MDXComponents } from 'mdx/types';
import type { ComponentPropsWithoutRef } from 'react';

// The one registry of MDX embeds (required at the project root by @next/mdx with the App Router).
// Embeds are added here by name; pages never import components themselves.
const components: MDXComponents = {
  table: (props: ComponentPropsWithoutRef<'table'>) => (
    <div className="table-scroll">
      <table {...props} />
    </div>
  ),
};

export function useMDXComponents(inherited: MDXComponents = {}): MDXComponents {
  return { ...inherited, ...components };
}
