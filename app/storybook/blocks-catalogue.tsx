// The catalogue of every registered block: title, type, description and its props table,
// generated from the registry so that a new block appears here without any Storybook change.
import styled from 'styled-components';
import type { BlockDefinition } from '../../blocks/define-block';
import { SchemaPropsTable } from '../../src/storybook/schema-props-table';
import type { JsonSchema } from '../../src/storybook/schema-props';

export interface BlocksCatalogueProps {
  blocks: BlockDefinition[];
  /** Show each block's props table (collapsed) under its description. */
  withProps?: boolean;
}

export function BlocksCatalogue({ blocks, withProps = true }: BlocksCatalogueProps) {
  const sorted = [...blocks].sort((a, b) => a.title.localeCompare(b.title));
  return (
    <Page>
      <h1>Blocks catalogue</h1>
      <p>
        {sorted.length} blocks are registered in <code>blocks/registry.ts</code>. A layout entry names one by its{' '}
        <code>type</code>; its <code>props</code> are checked against the schema below.
      </p>
      <Summary>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((block) => (
            <tr key={block.type}>
              <td>{withProps ? <a href={`#block-${block.type}`}>{block.title}</a> : block.title}</td>
              <td>
                <code>{block.type}</code>
              </td>
              <td>{block.description}</td>
            </tr>
          ))}
        </tbody>
      </Summary>
      {withProps
        ? sorted.map((block) => (
            <Block key={block.type} id={`block-${block.type}`} aria-labelledby={`block-${block.type}-title`}>
              <h2 id={`block-${block.type}-title`}>
                {block.title} <code>{block.type}</code>
              </h2>
              <p>{block.description}</p>
              <SchemaPropsTable schema={block.schema as JsonSchema} defaults={block.defaults} caption={`${block.title} props`} />
            </Block>
          ))
        : null}
    </Page>
  );
}

const Page = styled.article`
  max-width: ${({ theme }) => theme.pageWidth};
  margin: 0 auto;
  font-family: ${({ theme }) => theme.font.body};
  color: ${({ theme }) => theme.colors.text};

  h1,
  h2 {
    font-family: ${({ theme }) => theme.font.heading};
    color: ${({ theme }) => theme.colors.heading};
  }

  code {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 0.9em;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Summary = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;

  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  thead th {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const Block = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
`;
