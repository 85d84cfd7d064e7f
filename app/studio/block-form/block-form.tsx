// The selected layout entry as a form generated from its block's schema (a container: its
// container settings), with the settings every entry shares (id, hideOn, spacing). Props the
// document leaves out show the block's default as placeholder; a change writes only that prop
// (a list or text the document did not have is copied from the default first).
import { useMemo } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContainerProps, EntrySettings } from '../../../schemas/config/layout';
import { getBlock } from '../../../blocks/registry';
import { Mono, ToolButton } from '../studio-ui';
import { LocalesContext, type FormLocales } from './locales-context';
import { PropField } from './prop-field';
import { setIn, type JsonSchema } from './schema-fields';
import { MediaBaseContext, pairFor, softSiblingOf } from './library-image';
import { SITE_MEDIA_BASE } from '../../../shared/public-media-url';

export interface BlockFormProps {
  /** JSON pointer of the entry, e.g. `/ui/sites/homesite/containers/0`. */
  pointer: string;
  entry: unknown;
  locales: FormLocales;
  /** Writes `value` at the absolute pointer (undefined removes it). */
  onChange: (pointer: string, value: unknown) => void;
  onShowJson?: () => void;
}

const ENTRY_FIELDS = EntrySettings as unknown as Record<string, JsonSchema>;

export function BlockForm({ pointer, entry, locales, onChange, onShowJson }: BlockFormProps) {
  const { t } = useLingui();
  const record = (entry && typeof entry === 'object' ? entry : {}) as { type?: unknown; props?: Record<string, unknown> } & Record<string, unknown>;
  const type = typeof record.type === 'string' ? record.type : '';
  const definition = type === 'container' ? null : getBlock(type);
  const schema = (type === 'container' ? ContainerProps : definition?.schema) as unknown as JsonSchema | undefined;
  const defaults = (definition?.defaults ?? {}) as Record<string, unknown>;
  const props = record.props;
  const title = type === 'container' ? t`Container` : (definition?.title ?? type);
  const fields = useMemo(() => Object.entries(schema?.properties ?? {}), [schema]);
  // Library pictures are stored on the site's own /media/ path; pages move them to the configuration's
  // content server as they render (onContentServer), so a later CDN change needs no edit of the configuration.
  const mediaBase = SITE_MEDIA_BASE;

  const changeProp = (key: string, path: string, value: unknown) => {
    const own = props?.[key];
    if (own === undefined && path !== '') {
      // Not in the document yet: start from the default, so the rest of it stays as it was.
      onChange(`${pointer}/props/${key}`, setIn(structuredClone(defaults[key]), path, value));
    } else onChange(`${pointer}/props/${key}${path}`, value);
  };

  return (
    <LocalesContext.Provider value={locales}>
      <MediaBaseContext.Provider value={mediaBase}>
        <Form aria-label={t`Properties of ${title}`} onSubmit={(event) => event.preventDefault()}>
          <Head>
            <div>
              <Title>{title}</Title>
              <Mono>{pointer}</Mono>
            </div>
            {onShowJson ? (
              <ToolButton type="button" onClick={onShowJson}>
                <Trans>Show in JSON</Trans>
              </ToolButton>
            ) : null}
          </Head>
          {definition?.description ? <About>{definition.description}</About> : null}
          {!schema ? (
            <About role="alert">
              <Trans>“{type}” is no registered block: edit it in the JSON.</Trans>
            </About>
          ) : (
            <Section>
              <h3>
                <Trans>Props</Trans>
              </h3>
              {fields.map(([key, property]) => {
                const sibling = softSiblingOf(key, schema.properties ?? {});
                // A picture and its soft set from one library pick: one write of the props, one undo step.
                const pickSet = sibling ? (assetId: number) => onChange(`${pointer}/props`, { ...(props ?? {}), ...pairFor(mediaBase, assetId, key, sibling) }) : undefined;
                return <PropField key={key} name={key} schema={property} value={props?.[key]} fallback={defaults[key]} onChange={(path, value) => changeProp(key, path, value)} onPickSet={pickSet} />;
              })}
            </Section>
          )}
          <Section>
            <h3>
              <Trans>Entry</Trans>
            </h3>
            {Object.entries(ENTRY_FIELDS).map(([key, property]) => (
              <PropField
                key={key}
                name={key}
                schema={property}
                value={record[key]}
                required={key === 'id'}
                onChange={(path, value) => onChange(`${pointer}/${key}${path}`, value)}
              />
            ))}
          </Section>
        </Form>
      </MediaBaseContext.Provider>
    </LocalesContext.Provider>
  );
}

const Form = styled.form`
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
  min-height: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  ${Mono} {
    font-size: 0.72rem;
    color: ${({ theme }) => theme.colors.textMuted};
    word-break: break-all;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.heading};
`;

const About = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  > h3 {
    margin: ${({ theme }) => theme.space.sm} 0;
    font-size: 0.72rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
