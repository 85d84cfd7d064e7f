import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  intro: Type.Optional(LocalizedText),
});

export const contentRemovalForm: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'contentRemovalForm',
  title: 'Content removal form',
  description:
    'Official name, email, URL of the item, category and reason, posted to /api/contentremovalrequests. Explains confidentiality and the response within 7 business days; an optional intro is shown above.',
  schema,
  defaults: {},
  load: () => import('./content-removal-form'),
  hydrate: 'load',
});
