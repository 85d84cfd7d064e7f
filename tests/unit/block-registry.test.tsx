// The registry and every block folder agree, and each block renders from its defaults over mock data.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createElement } from 'react';
import { waitFor } from '@testing-library/react';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks/registry';
import { configWith, renderWithApp } from '../setup/render-with-app';
import { WithUser } from '../setup/with-user';
import type { SessionUser } from '../../src/state/session';
import { ROLE } from '../../shared/roles';

const definitions = Object.entries(blockRegistry);
const MEMBER_AREA_BLOCKS = new Set(['memberMenu', 'profileOverview', 'paymentStatus', 'favouritesGrid', 'purchasesList', 'accountData', 'receipt', 'accountSettings', 'newsletterSignup']);
// Blocks that exist only where the configuration offers their feature.
const FEATURE_CONFIGS: Record<string, ReturnType<typeof configWith>> = {
  purchasesList: configWith((c) => {
    c.core.payment.updatePurchase = true;
  }),
};
const MEMBER: SessionUser = {
  id: 7,
  username: 'member',
  email: 'member@example.com',
  role_id: ROLE.member,
  created_at: '2025-03-14T09:26:53.000Z',
  customer: { hasAccess: true, validUntil: '2026-12-31T00:00:00.000Z' },
};
const folders = readdirSync('blocks').filter((name) => statSync(`blocks/${name}`).isDirectory());
const folderOf = (type: string) => type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('block registry', () => {
  it.each(definitions)('%s is registered under its own type', (key, definition) => {
    expect(definition.type).toBe(key);
  });

  it('registers every block folder, and every registered block has a folder', () => {
    expect(folders.sort()).toEqual(definitions.map(([type]) => folderOf(type)).sort());
  });

  it.each(definitions)('%s has its component, story and test beside its definition', (type) => {
    const folder = `blocks/${folderOf(type)}`;
    for (const file of ['index.ts', `${folderOf(type)}.tsx`, `${folderOf(type)}.stories.tsx`, `${folderOf(type)}.test.tsx`]) {
      expect(existsSync(`${folder}/${file}`), `${folder}/${file}`).toBe(true);
    }
  });

  it.each(definitions)('%s defaults satisfy its own props schema', (_type, definition) => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(definition.schema);
    expect(validate(definition.defaults), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(definitions)('%s renders from its defaults with mock data', async (type, definition) => {
    const { default: Component } = await definition.load();
    const block = createElement(Component as never, definition.defaults as never);
    // Member-area blocks render nothing for visitors: show them to a logged-in member.
    const ui = MEMBER_AREA_BLOCKS.has(type) ? createElement(WithUser, { user: MEMBER, children: block }) : block;
    const { container } = await renderWithApp(ui, FEATURE_CONFIGS[type] ? { config: FEATURE_CONFIGS[type] } : {});
    // Something a visitor sees: text, or an image for purely visual blocks.
    await waitFor(() => expect(container.textContent?.trim() || container.querySelector('img')).toBeTruthy());
  });
});
