// A props table generated from a JSON Schema object (a block's TypeBox `schema`), with the
// values of the block's `defaults`. Used by the Storybook props panel and the blocks catalogue.
import styled from 'styled-components';
import { propRows, type JsonSchema } from './schema-props';

export interface SchemaPropsTableProps {
  schema: JsonSchema;
  defaults?: unknown;
  /** Accessible name of the table, e.g. "Slider props". */
  caption?: string;
}

export function SchemaPropsTable({ schema, defaults, caption }: SchemaPropsTableProps) {
  const rows = propRows(schema, defaults);
  if (rows.length === 0) return <Empty>This block has no props.</Empty>;
  return (
    <Scroll>
      <Table>
        {caption ? <Caption>{caption}</Caption> : null}
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Allowed values</th>
            <th scope="col">Description</th>
            <th scope="col">Default</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" style={{ paddingLeft: `${8 + row.depth * 18}px` }}>
                <code>{row.name}</code>
                {row.required ? null : <Optional> optional</Optional>}
              </th>
              <td>
                <code>{row.type}</code>
              </td>
              <td>{row.allowed ? <code>{row.allowed}</code> : '—'}</td>
              <td>{row.description || '—'}</td>
              <td>{row.hasDefault ? <DefaultValue title={row.defaultValue}>{row.defaultValue}</DefaultValue> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-family: ${({ theme }) => theme.font.body};
  font-size: 13px;
  color: ${({ theme }) => theme.colors.text};

  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  thead th {
    color: ${({ theme }) => theme.colors.heading};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
  }

  tbody th {
    font-weight: normal;
    white-space: nowrap;
  }

  code {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.heading};
    word-break: break-word;
  }
`;

const Caption = styled.caption`
  text-align: left;
  font-weight: 600;
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.heading};
`;

const Optional = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
`;

const DefaultValue = styled.code`
  display: inline-block;
  max-width: 280px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
