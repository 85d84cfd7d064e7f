// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { configWith, defaultSiteConfig } from '../../tests/setup/site-config-fixtures';
import { checkContrast } from './contrast';

describe('contrast check', () => {
  it('passes the shipped themes', () => {
    expect(checkContrast(defaultSiteConfig)).toEqual([]);
  });

  it('refuses a theme whose text is white on white, naming the pair, the ratio and the path', () => {
    const config = configWith((c) => {
      c.ui.themes.available[0]!.colors.text = '#ffffff';
      c.ui.themes.available[0]!.colors.background = '#fefefe';
    });
    const issues = checkContrast(config);
    expect(issues).toContainEqual({
      path: '/ui/themes/available/0/colors/text',
      message: 'theme "light": text #ffffff on background #fefefe has contrast 1.00:1; WCAG AA needs 4.5:1',
      severity: 'error',
      check: 'contrast',
    });
    // White text fails on the pale surfaces too: one issue per pair, all at the text colour.
    expect(issues.map((issue) => issue.path)).toEqual(['/ui/themes/available/0/colors/text', '/ui/themes/available/0/colors/text', '/ui/themes/available/0/colors/text']);
  });

  it('composites a colour with alpha over what lies beneath it', () => {
    // #2b2733 at 20 % over white is a pale grey: far below 4.5:1.
    const faded = configWith((c) => (c.ui.themes.available[0]!.colors.text = '#2b273333'));
    const [first] = checkContrast(faded);
    expect(first?.path).toBe('/ui/themes/available/0/colors/text');
    expect(first?.message).toMatch(/^theme "light": text #2b273333 \(#d5d4d6 as seen\) on background #ffffff has contrast 1\.\d\d:1; WCAG AA needs 4\.5:1$/);
    // Fully opaque alpha is the colour itself.
    expect(checkContrast(configWith((c) => (c.ui.themes.available[0]!.colors.text = '#2b2733ff')))).toEqual([]);
  });

  it('checks the header, footer and primary button pairs of every theme', () => {
    const config = configWith((c) => {
      c.ui.themes.available[1]!.colors.headerText = '#111111';
      c.ui.themes.available[1]!.colors.primaryText = '#e0245e';
    });
    const messages = checkContrast(config).map((issue) => `${issue.path} ${issue.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^\/ui\/themes\/available\/1\/colors\/primaryText theme "dark": primaryText #e0245e on primary #dd2a66 has contrast 1\.\d\d:1/),
      expect.stringMatching(/^\/ui\/themes\/available\/1\/colors\/headerText theme "dark": headerText #111111 on headerBackground #000000 has contrast 1\.\d\d:1/),
    ]);
  });

  it('does not round a ratio just under the minimum up to it', () => {
    // #767676 on white is 4.54:1 (passes); #777777 is 4.47:1 (fails and must not read "4.50:1").
    const muted = (color: string) =>
      configWith((c) => {
        const colors = c.ui.themes.available[0]!.colors;
        Object.assign(colors, { textMuted: color, surface: '#ffffff', surfaceAlt: '#ffffff' });
      });
    expect(checkContrast(muted('#767676'))).toEqual([]);
    const issues = checkContrast(muted('#777777'));
    expect(issues[0]?.message).toBe('theme "light": textMuted #777777 on background #ffffff has contrast 4.47:1; WCAG AA needs 4.5:1');
  });
});
